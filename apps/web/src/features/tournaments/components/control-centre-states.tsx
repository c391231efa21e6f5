import { Alert, Button, Container, Group, Loader, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/use-language.ts";

/**
 * A control centre (tournament or festival) that could not be loaded: not found or not allowed (back to the
 * board), or a failure to retry.
 */
export function ControlCentreLoadFailed({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
  return (
    <Container size="sm" py="xl" data-ready>
      <Title order={1}>{title}</Title>
      <Alert color="red" mt="md" role="alert">
        {t(missing ? "organiser.notFound" : "organiser.loadFailed")}
      </Alert>
      <Group mt="md" gap="xs">
        {missing ? null : (
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t("organiser.overview.retry")}
          </Button>
        )}
        <Button component={Link} to={paths.adminboard.href(lang)} variant={missing ? "filled" : "default"}>
          {t("organiser.overview.backToBoard")}
        </Button>
      </Group>
    </Container>
  );
}

/** A control centre while its first answer is on the way. */
export function ControlCentreLoading() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Loader aria-label={t("organiser.loading")} />
    </Container>
  );
}
