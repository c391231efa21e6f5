import type { EventInternal } from "@kickoff/domain/event-views.ts";
import type { DashboardItem } from "@kickoff/domain/tournament-views.ts";
import { Button, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useAttachDivision, useMyTournaments } from "../api/event-admin-api.ts";
import { attachable } from "../lib/event-admin.ts";

/** Attach one of my tournaments on the event's days (POST event/attach). */
export function AttachTournament({ event, onDone }: { event: EventInternal; onDone: () => void }) {
  const { t } = useTranslation();
  const mine = useMyTournaments(true);
  const attach = useAttachDivision(event.id);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  if (mine.isPending) return <Loader size="sm" aria-label={t("events.common.loading")} />;
  if (mine.isError)
    return (
      <LoadFailedAlert
        message={genericErrorMessage(mine.error)}
        retryLabel={t("events.common.retry")}
        onRetry={() => void mine.refetch()}
      />
    );
  const options: DashboardItem[] = attachable(mine.data.items, event);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) {
      setError(t("events.attach.pickOne"));
      return;
    }
    attach.mutate(picked, {
      onSuccess: () => {
        showSnackbar(t("events.attach.done"), "success");
        onDone();
      },
      onError: (failure) => setError(genericErrorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {options.length === 0 ? (
          <Text size="sm">{t("events.attach.none")}</Text>
        ) : (
          <Select
            label={t("events.attach.label")}
            description={t("events.attach.hint")}
            placeholder={t("events.attach.placeholder")}
            data={options.map((o) => ({ value: o.id, label: `${o.name} · ${o.startDate}` }))}
            value={picked}
            onChange={(v) => {
              setPicked(v);
              setError(undefined);
            }}
            error={error}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group>
          {options.length > 0 && (
            <Button type="submit" mih={TAP_TARGET} loading={attach.isPending}>
              {t("events.attach.submit")}
            </Button>
          )}
          <Button variant="default" mih={TAP_TARGET} onClick={onDone}>
            {t("events.edit.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
