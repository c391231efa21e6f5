import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { pageCount } from "../lib/operator-model.ts";

/** Previous / next with "page x of y"; thumb-sized buttons instead of a row of small page numbers. */
export function Pager({
  page,
  total,
  size,
  onChange,
}: {
  page: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Button variant="default" mih={TAP_TARGET} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t("operator.common.previous")}
      </Button>
      <Text size="sm" aria-live="polite">
        {t("operator.common.pageOf", { page, pages })}
      </Text>
      <Button variant="default" mih={TAP_TARGET} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t("operator.common.next")}
      </Button>
    </Group>
  );
}
