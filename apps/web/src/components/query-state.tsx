import { Alert, Button, Group, Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { genericErrorMessage } from "../lib/form-errors.ts";

/** Loading and error states of a query the section needs; renders the section once there is data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t("account.common.loading")}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{genericErrorMessage(query.error)}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            {t("account.common.retry")}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
