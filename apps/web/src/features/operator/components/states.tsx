import { Alert, Button, Group, Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { operatorErrorKey } from "../lib/operator-model.ts";

/** The translated text of a failed operator call (its code's own text when the catalog has one). */
export function useOperatorError() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError ? t(operatorErrorKey(error.code, error.status)) : t("operator.errors.failed");
}

/** A failure inside a form or dialog, read out when it appears. */
export function ErrorAlert({ error }: { error: unknown }) {
  const message = useOperatorError();
  if (!error) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {message(error)}
    </Alert>
  );
}

/** Loading, failure (with retry) and empty states of a section's query; renders the data otherwise. */
export function OperatorQuery<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const message = useOperatorError();
  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t("operator.common.loading")}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" variant="light">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{message(query.error)}</Text>
          <Button variant="light" mih={TAP_TARGET} onClick={() => void query.refetch()}>
            {t("operator.common.retry")}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isEmpty?.(query.data) && empty) {
    return (
      <Text c="dimmed" role="status">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
