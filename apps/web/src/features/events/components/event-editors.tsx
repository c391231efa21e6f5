import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { genericErrorMessage } from "../../../lib/form-errors.ts";
import { useSession } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import {
  type EventEditor,
  useEventEditors,
  useInviteEventEditor,
  useRemoveEventEditor,
} from "../api/event-admin-api.ts";
import { checkInviteEmail, inviteErrorOf } from "../lib/event-admin.ts";

/**
 * Who else may edit the whole event (and all its divisions). The owner invites registered users by e-mail (no
 * access until they accept on their board) and removes them after confirming; editors see the list read-only.
 */
export function EventEditors({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const editors = useEventEditors(eventId);
  const remove = useRemoveEventEditor(eventId);
  const [removing, setRemoving] = useState<EventEditor | null>(null);
  const since = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium" });
  const list = editors.data?.editors ?? [];

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t("events.editors.title")}
        </Title>
        <Text size="sm">{t(canManage ? "events.editors.hint" : "events.editors.ownerOnly")}</Text>
        {editors.isPending ? (
          <Loader size="sm" aria-label={t("events.common.loading")} />
        ) : editors.isError ? (
          <LoadFailedAlert
            message={genericErrorMessage(editors.error)}
            retryLabel={t("events.common.retry")}
            onRetry={() => void editors.refetch()}
          />
        ) : list.length === 0 ? (
          <Text size="sm">{t("events.editors.empty")}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} data-testid="event-editors">
            {list.map((e) => (
              <Group component="li" key={e.userId} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {e.displayName}
                  </Text>
                  <Text size="sm" truncate>
                    {e.email}
                  </Text>
                  <Text size="xs">
                    {e.acceptedAt
                      ? t("events.editors.addedAt", { date: since.format(new Date(e.acceptedAt)) })
                      : t("events.editors.invitedAt", { date: since.format(new Date(e.addedAt)) })}
                  </Text>
                </div>
                {canManage && (
                  <Button
                    color="red"
                    variant="subtle"
                    mih={TAP_TARGET}
                    onClick={() => setRemoving(e)}
                    aria-label={t("events.editors.removeNamed", { name: e.displayName })}
                  >
                    {t("events.editors.remove")}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {canManage && <InviteForm eventId={eventId} editors={list} />}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={t("events.editors.remove")}
        message={t("events.editors.removeConfirm", { name: removing?.displayName ?? "", email: removing?.email ?? "" })}
        confirmLabel={t("events.editors.remove")}
        danger
        busy={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.userId);
            showSnackbar(t("events.editors.removed", { name: removing.displayName }), "success");
          } catch {
            // The client showed the failure; the list is re-read.
          } finally {
            setRemoving(null);
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}

function InviteForm({ eventId, editors }: { eventId: string; editors: readonly EventEditor[] }) {
  const { t } = useTranslation();
  const ownEmail = useSession((s) => s.user?.email);
  const invite = useInviteEventEditor(eventId);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkInviteEmail(email, { ownEmail, editorEmails: editors.map((e) => e.email) });
    setError(problem ? t(`events.editors.errors.${problem}`) : null);
    if (problem) return;
    try {
      const added = await invite.mutateAsync(email.trim());
      setEmail("");
      showSnackbar(t("events.editors.invited", { name: added.displayName }), "success");
    } catch (failure) {
      const key = failure instanceof ApiError ? inviteErrorOf(failure.code) : null;
      setError(key ? t(`events.editors.errors.${key}`) : genericErrorMessage(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          type="email"
          inputMode="email"
          autoComplete="off"
          label={t("events.editors.emailLabel")}
          description={t("events.editors.emailHint")}
          value={email}
          maxLength={254}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
        />
        <Button type="submit" mih={TAP_TARGET} loading={invite.isPending}>
          {t("events.editors.invite")}
        </Button>
      </Stack>
    </form>
  );
}
