import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Button, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { useSession } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { type TournamentEditor, useAddEditor, useEditors, useRemoveEditor } from "../api/editors.ts";
import type { ManagedTournament } from "../api/types.ts";
import { checkEditorEmail, type EditorEmailError, editorErrorFromApi } from "../lib/editor-form.ts";

/**
 * Who else may edit the tournament. The owner invites registered users by e-mail (they have no access until they
 * accept in their messages), withdraws invitations and removes editors (confirmed); editors see the list read-only.
 */
export function EditorsPanel({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const canManage = tournament.abilities.manageEditors;
  const editors = useEditors(tournament.id);
  const remove = useRemoveEditor(tournament.id);
  const [removing, setRemoving] = useState<TournamentEditor | null>(null);
  const since = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium" });
  const list = editors.data?.editors ?? [];
  /** The one being removed is only invited: removing withdraws the invitation. */
  const pending = removing !== null && removing.acceptedAt === null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("organiser.editors.title")}
      </Title>
      <Text size="sm">{t(canManage ? "organiser.editors.hint" : "organiser.editors.ownerOnly")}</Text>
      {editors.isPending ? (
        <Loader size="sm" aria-label={t("organiser.editors.loading")} />
      ) : editors.isError ? (
        <LoadFailedAlert
          message={t("organiser.editors.loadFailed")}
          retryLabel={t("organiser.editors.retry")}
          onRetry={() => void editors.refetch()}
        />
      ) : list.length === 0 ? (
        <Text size="sm">{t("organiser.editors.empty")}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby={titleId}>
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
                    ? t("organiser.editors.addedAt", { date: since.format(new Date(e.acceptedAt)) })
                    : t("organiser.editors.invitedAt", { date: since.format(new Date(e.addedAt)) })}
                </Text>
              </div>
              {canManage ? (
                <Button
                  size="compact-sm"
                  color="red"
                  variant="subtle"
                  onClick={() => setRemoving(e)}
                  aria-label={t(e.acceptedAt ? "organiser.editors.removeNamed" : "organiser.editors.withdrawNamed", {
                    name: e.displayName,
                  })}
                >
                  {t(e.acceptedAt ? "organiser.editors.remove" : "organiser.editors.withdraw")}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {canManage ? <AddEditorForm tournamentId={tournament.id} editors={list} /> : null}
      <ConfirmModal
        opened={removing !== null}
        title={t(pending ? "organiser.editors.withdraw" : "organiser.editors.remove")}
        message={t(pending ? "organiser.editors.withdrawConfirm" : "organiser.editors.removeConfirm", {
          name: removing?.displayName ?? "",
          email: removing?.email ?? "",
        })}
        confirmLabel={t(pending ? "organiser.editors.withdraw" : "organiser.editors.remove")}
        danger
        busy={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.userId);
            showSnackbar(
              t(pending ? "organiser.editors.withdrawn" : "organiser.editors.removed", { name: removing.displayName }),
              "success",
            );
          } catch {
            // The client already showed the failure; the list was re-read.
          } finally {
            setRemoving(null);
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function AddEditorForm({ tournamentId, editors }: { tournamentId: string; editors: readonly TournamentEditor[] }) {
  const { t } = useTranslation();
  const ownEmail = useSession((s) => s.user?.email);
  const add = useAddEditor(tournamentId);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<EditorEmailError | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEditorEmail(email, { ownEmail, editorEmails: editors.map((e) => e.email) });
    setError(problem);
    if (problem) return;
    try {
      const added = await add.mutateAsync(email.trim());
      setEmail("");
      showSnackbar(t("organiser.editors.added", { name: added.displayName }), "success");
    } catch (err) {
      setError(editorErrorFromApi(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          type="email"
          inputMode="email"
          autoComplete="off"
          label={t("organiser.editors.emailLabel")}
          description={t("organiser.editors.emailHint")}
          value={email}
          maxLength={254}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error ? t(`organiser.editors.errors.${error}`) : undefined}
        />
        <Button type="submit" loading={add.isPending}>
          {t("organiser.editors.add")}
        </Button>
      </Stack>
    </form>
  );
}
