import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import { Button, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkEditorEmail, type EditorEmailError, editorErrorFromApi } from "../../lib/editor-email.ts";
import { useSession } from "../../lib/session-store.ts";
import { showSnackbar } from "../../lib/snackbar.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { ConfirmModal } from "../confirm-modal.tsx";
import { LoadFailedAlert } from "../load-failed-alert.tsx";
import { TAP_TARGET } from "../tap-target.ts";

/** One editor or invited user, as both the tournament's and the event's editor lists answer. */
export interface EditorEntry {
  userId: string;
  email: string;
  displayName: string;
  addedAt: string;
  acceptedAt: string | null;
}

/** The catalog group with the section's texts; both offer the same keys. */
export type EditorsCatalog = "organiser.editors" | "events.editors";

/** The parts of the list query the section reads. */
export interface EditorsQuery {
  data?: { editors: readonly EditorEntry[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Invite by e-mail (answers the invited user) or remove by user id; each feature brings its own API hook. */
export interface EditorsAction<Vars, Result> {
  mutateAsync: (vars: Vars) => Promise<Result>;
  isPending: boolean;
}

/**
 * Who else may edit a tournament or an event. The owner invites registered users by e-mail (they have no access
 * until they accept in their messages), withdraws invitations and removes editors (confirmed); editors see the
 * list read-only.
 */
export function EditorsSection({
  keys,
  canManage,
  editors,
  add,
  remove,
  listTestId,
}: {
  keys: EditorsCatalog;
  canManage: boolean;
  editors: EditorsQuery;
  add: EditorsAction<string, { displayName: string }>;
  remove: EditorsAction<string, unknown>;
  listTestId?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const [removing, setRemoving] = useState<EditorEntry | null>(null);
  const since = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium" });
  const list = editors.data?.editors ?? [];
  /** The one being removed is only invited: removing withdraws the invitation. */
  const pending = removing !== null && removing.acceptedAt === null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t(`${keys}.title`)}
      </Title>
      <Text size="sm">{t(canManage ? `${keys}.hint` : `${keys}.ownerOnly`)}</Text>
      {editors.isPending ? (
        <Loader size="sm" aria-label={t(`${keys}.loading`)} />
      ) : editors.isError ? (
        <LoadFailedAlert
          message={t(`${keys}.loadFailed`)}
          retryLabel={t(`${keys}.retry`)}
          onRetry={() => void editors.refetch()}
        />
      ) : list.length === 0 ? (
        <Text size="sm">{t(`${keys}.empty`)}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-labelledby={titleId}
          data-testid={listTestId}
        >
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
                    ? t(`${keys}.addedAt`, { date: since.format(new Date(e.acceptedAt)) })
                    : t(`${keys}.invitedAt`, { date: since.format(new Date(e.addedAt)) })}
                </Text>
              </div>
              {canManage ? (
                <Button
                  color="red"
                  variant="subtle"
                  mih={TAP_TARGET}
                  onClick={() => setRemoving(e)}
                  aria-label={t(e.acceptedAt ? `${keys}.removeNamed` : `${keys}.withdrawNamed`, {
                    name: e.displayName,
                  })}
                >
                  {t(e.acceptedAt ? `${keys}.remove` : `${keys}.withdraw`)}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {canManage ? <InviteForm keys={keys} editors={list} add={add} /> : null}
      <ConfirmModal
        opened={removing !== null}
        title={t(pending ? `${keys}.withdraw` : `${keys}.remove`)}
        message={t(pending ? `${keys}.withdrawConfirm` : `${keys}.removeConfirm`, {
          name: removing?.displayName ?? "",
          email: removing?.email ?? "",
        })}
        confirmLabel={t(pending ? `${keys}.withdraw` : `${keys}.remove`)}
        danger
        busy={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.userId);
            showSnackbar(
              t(pending ? `${keys}.withdrawn` : `${keys}.removed`, { name: removing.displayName }),
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

function InviteForm({
  keys,
  editors,
  add,
}: {
  keys: EditorsCatalog;
  editors: readonly EditorEntry[];
  add: EditorsAction<string, { displayName: string }>;
}) {
  const { t } = useTranslation();
  const ownEmail = useSession((s) => s.user?.email);
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
      showSnackbar(t(`${keys}.added`, { name: added.displayName }), "success");
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
          label={t(`${keys}.emailLabel`)}
          description={t(`${keys}.emailHint`)}
          value={email}
          maxLength={254}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error ? t(`${keys}.errors.${error}`) : undefined}
        />
        <Button type="submit" mih={TAP_TARGET} loading={add.isPending}>
          {t(`${keys}.add`)}
        </Button>
      </Stack>
    </form>
  );
}
