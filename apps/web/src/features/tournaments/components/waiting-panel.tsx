import { formatLocalDate } from "@kickoff/domain/local-dates.ts";
import type { RegistrationEntry, RegistrationState } from "@kickoff/domain/registration-contracts.ts";
import { LANGUAGE_TAGS } from "@kickoff/locales/languages.ts";
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { LoadFailedAlert } from "../../../components/load-failed-alert.tsx";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import {
  type RegistrationChange,
  useChangeRegistrationState,
  useRegistrations,
  useUpdateRegistrations,
  useWaitingSummary,
  type WaitingSummary,
} from "../api/get-waiting-list.ts";
import {
  actionsFor,
  birthYears,
  type EntryAction,
  groupEntries,
  isDestructive,
  moveInOrder,
  refusalOf,
  TARGET_STATE,
} from "../lib/waiting-list.ts";

type Dialog =
  | { kind: "confirm"; entry: RegistrationEntry; action: EntryAction }
  | { kind: "waitlist"; entry: RegistrationEntry }
  | { kind: "full"; entry: RegistrationEntry }
  | { kind: "promote"; entry: RegistrationEntry }
  | { kind: "edit"; entry: RegistrationEntry };

/**
 * Waiting-list tab of the control centre (tournaments and festivals): the registrations grouped by state with the
 * applicants' contact data, the moves between states (destructive ones confirmed), the waiting list's order and
 * corrections of an entry. Festivals also show each team's strength.
 */
export function WaitingPanel({ id, showStrength = false }: { id: string; showStrength?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const summary = useWaitingSummary(id);
  const list = useRegistrations(id);
  const change = useChangeRegistrationState(id);
  const update = useUpdateRegistrations(id);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const entries = list.data?.entries ?? [];
  const groups = groupEntries(entries);
  const waitlistedIds = groups.find((g) => g.state === "waitlisted")?.entries.map((e) => e.id) ?? [];

  const answered = (answer: RegistrationChange) => {
    if (answer.promoted) showSnackbar(t("organiser.waiting.promoted", { team: answer.promoted.teamName }), "success");
    else if (answer.promotable) setDialog({ kind: "promote", entry: answer.promotable });
  };

  const perform = async (entry: RegistrationEntry, state: RegistrationState, position?: number) => {
    try {
      const answer = await change.mutateAsync({ id: entry.id, state, position });
      showSnackbar(t(`organiser.waiting.done.${state}`, { team: entry.teamName }), "success");
      answered(answer);
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal === "full" && state === "accepted") setDialog({ kind: "full", entry });
      else showSnackbar(t(`organiser.waiting.refused.${refusal}`, { team: entry.teamName }), "error");
    }
  };

  const choose = (entry: RegistrationEntry, action: EntryAction) => {
    if (action === "waitlist") setDialog({ kind: "waitlist", entry });
    else if (isDestructive(action, entry.state)) setDialog({ kind: "confirm", entry, action });
    else void perform(entry, TARGET_STATE[action]);
  };

  const move = async (entry: RegistrationEntry, delta: -1 | 1) => {
    const order = moveInOrder(waitlistedIds, entry.id, delta);
    if (!order) return;
    try {
      await update.mutateAsync({ op: "reorder", tournamentId: id, order });
      showSnackbar(
        t("organiser.waiting.moved", { team: entry.teamName, position: order.indexOf(entry.id) + 1 }),
        "success",
      );
    } catch (err) {
      showSnackbar(t(`organiser.waiting.refused.${refusalOf(err)}`, { team: entry.teamName }), "error");
    }
  };

  const close = () => setDialog(null);
  const loading = summary.isPending || list.isPending;
  const failed = summary.isError || list.isError;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t("organiser.waiting.title")}
      </Title>
      {loading ? (
        <Loader size="sm" aria-label={t("organiser.waiting.loading")} />
      ) : failed ? (
        <LoadFailedAlert
          message={t("organiser.waiting.loadFailed")}
          retryLabel={t("organiser.waiting.retry")}
          onRetry={() => {
            void summary.refetch();
            void list.refetch();
          }}
        />
      ) : (
        <>
          {summary.data ? <SummaryLine summary={summary.data} /> : null}
          {groups.length === 0 ? (
            <Text size="sm">{t("organiser.waiting.empty")}</Text>
          ) : (
            groups.map((group) => (
              <EntryGroupSection
                key={group.state}
                state={group.state}
                entries={group.entries}
                showStrength={showStrength}
                busy={change.isPending || update.isPending}
                onAction={choose}
                onMove={(entry, delta) => void move(entry, delta)}
                onEdit={(entry) => setDialog({ kind: "edit", entry })}
              />
            ))
          )}
        </>
      )}

      <ConfirmModal
        opened={dialog?.kind === "confirm"}
        title={dialog?.kind === "confirm" ? t(`organiser.waiting.actions.${dialog.action}`) : ""}
        message={
          dialog?.kind === "confirm"
            ? t(`organiser.waiting.confirm.${dialog.action}`, { team: dialog.entry.teamName })
            : ""
        }
        confirmLabel={dialog?.kind === "confirm" ? t(`organiser.waiting.actions.${dialog.action}`) : ""}
        danger
        busy={change.isPending}
        onConfirm={() => {
          if (dialog?.kind !== "confirm") return;
          close();
          void perform(dialog.entry, TARGET_STATE[dialog.action]);
        }}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === "full"}
        title={t("organiser.waiting.full.title")}
        message={dialog?.kind === "full" ? t("organiser.waiting.full.message", { team: dialog.entry.teamName }) : ""}
        confirmLabel={t("organiser.waiting.full.confirm")}
        onConfirm={() => {
          if (dialog?.kind !== "full") return;
          close();
          void perform(dialog.entry, "waitlisted");
        }}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === "promote"}
        title={t("organiser.waiting.promote.title")}
        message={
          dialog?.kind === "promote" ? t("organiser.waiting.promote.message", { team: dialog.entry.teamName }) : ""
        }
        confirmLabel={t("organiser.waiting.actions.accept")}
        onConfirm={() => {
          if (dialog?.kind !== "promote") return;
          close();
          void perform(dialog.entry, "accepted");
        }}
        onClose={close}
      />
      <WaitlistDialog
        entry={dialog?.kind === "waitlist" ? dialog.entry : null}
        waitlisted={waitlistedIds.length}
        onClose={close}
        onSubmit={(entry, position) => {
          close();
          void perform(entry, "waitlisted", position);
        }}
      />
      <EditDialog
        key={dialog?.kind === "edit" ? dialog.entry.id : "none"}
        entry={dialog?.kind === "edit" ? dialog.entry : null}
        busy={update.isPending}
        onClose={close}
        onSubmit={async (entry, fields) => {
          try {
            await update.mutateAsync({ op: "edit", id: entry.id, ...fields });
            showSnackbar(t("organiser.waiting.edit.saved", { team: fields.teamName }), "success");
            close();
            return true;
          } catch {
            return false;
          }
        }}
      />
    </Stack>
  );
}

function SummaryLine({ summary: s }: { summary: WaitingSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const parts = [
    s.maxTeams !== null
      ? t("organiser.waiting.summary.teamsOfMax", { teams: s.teamCount, max: s.maxTeams })
      : t("organiser.waiting.summary.teams", { teams: s.teamCount }),
    t("organiser.waiting.summary.accepted", { n: s.counts.accepted }),
    t("organiser.waiting.summary.pending", { n: s.counts.pending }),
    t("organiser.waiting.summary.waitlisted", { n: s.counts.waitlisted }),
    s.deadline
      ? t("organiser.waiting.summary.deadline", { date: formatLocalDate(s.deadline, lang) })
      : t("organiser.waiting.summary.noDeadline"),
  ];
  return (
    <Stack gap={4} data-testid="waiting-summary">
      <Group gap="xs">
        <Badge color={s.registrationOpen ? "green" : "gray"} variant="dot" c="dark.9">
          {t(s.registrationOpen ? "organiser.waiting.summary.open" : "organiser.waiting.summary.closed")}
        </Badge>
        {s.freePlaces !== null ? (
          <Text size="sm" fw={600}>
            {t("organiser.waiting.summary.freePlaces", { count: s.freePlaces })}
          </Text>
        ) : null}
      </Group>
      <Text size="sm">{parts.join(" · ")}</Text>
      <Text size="xs">
        {t(s.autoPromote ? "organiser.waiting.summary.autoOn" : "organiser.waiting.summary.autoOff")}
      </Text>
    </Stack>
  );
}

function EntryGroupSection({
  state,
  entries,
  showStrength,
  busy,
  onAction,
  onMove,
  onEdit,
}: {
  state: RegistrationState;
  entries: RegistrationEntry[];
  showStrength: boolean;
  busy: boolean;
  onAction: (entry: RegistrationEntry, action: EntryAction) => void;
  onMove: (entry: RegistrationEntry, delta: -1 | 1) => void;
  onEdit: (entry: RegistrationEntry) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t(`organiser.waiting.groups.${state}`, { n: entries.length })}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby={headingId}>
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <EntryCard
              entry={entry}
              showStrength={showStrength}
              busy={busy}
              onAction={onAction}
              onEdit={onEdit}
              move={
                state === "waitlisted"
                  ? {
                      first: index === 0,
                      last: index === entries.length - 1,
                      onMove: (delta) => onMove(entry, delta),
                    }
                  : null
              }
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function EntryCard({
  entry: e,
  showStrength,
  busy,
  onAction,
  onEdit,
  move,
}: {
  entry: RegistrationEntry;
  showStrength: boolean;
  busy: boolean;
  onAction: (entry: RegistrationEntry, action: EntryAction) => void;
  onEdit: (entry: RegistrationEntry) => void;
  move: { first: boolean; last: boolean; onMove: (delta: -1 | 1) => void } | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const nameId = useId();
  const registered = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium", timeStyle: "short" });
  const years = birthYears(e);
  const facts = [
    e.players !== null ? t("organiser.waiting.entry.players", { count: e.players }) : null,
    years ? t("organiser.waiting.entry.birthYears", { years }) : null,
    showStrength && e.strength !== null ? t("organiser.waiting.entry.strength", { strength: e.strength }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <Paper withBorder p="xs" component="article" aria-labelledby={nameId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} id={nameId} style={{ overflowWrap: "anywhere" }}>
              {e.position !== null ? `${e.position}. ` : ""}
              {e.teamName}
            </Text>
            {e.club ? (
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {e.club}
              </Text>
            ) : null}
          </div>
          {move ? (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                // aria-disabled, not disabled: a keyboard user's focus stays on the button after the move.
                aria-disabled={move.first || busy}
                data-disabled={move.first || busy || undefined}
                onClick={() => {
                  if (!move.first && !busy) move.onMove(-1);
                }}
                aria-label={t("organiser.waiting.moveUp", { team: e.teamName })}
              >
                <span aria-hidden="true">↑</span>
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                // aria-disabled, not disabled: a keyboard user's focus stays on the button after the move.
                aria-disabled={move.last || busy}
                data-disabled={move.last || busy || undefined}
                onClick={() => {
                  if (!move.last && !busy) move.onMove(1);
                }}
                aria-label={t("organiser.waiting.moveDown", { team: e.teamName })}
              >
                <span aria-hidden="true">↓</span>
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("organiser.waiting.entry.contact", { name: e.contactName })}
        </Text>
        <Anchor href={`mailto:${e.email}`} size="sm" style={{ overflowWrap: "anywhere" }}>
          {e.email}
        </Anchor>
        {e.phone ? (
          <Anchor href={`tel:${e.phone.replace(/[^\d+]/g, "")}`} size="sm">
            {e.phone}
          </Anchor>
        ) : null}
        {facts.length > 0 ? <Text size="sm">{facts.join(" · ")}</Text> : null}
        {e.message ? (
          <Text size="sm" fs="italic" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {e.message}
          </Text>
        ) : null}
        <Text size="xs">
          {t("organiser.waiting.entry.registeredAt", { date: registered.format(new Date(e.createdAt)) })}
        </Text>
        <Group gap="xs" mt={4}>
          {actionsFor(e.state).map((action) => (
            <Button
              key={action}
              size="compact-sm"
              variant={action === "accept" ? "filled" : action === "decline" ? "outline" : "light"}
              color={action === "decline" ? "red.9" : undefined}
              disabled={busy}
              onClick={() => onAction(e, action)}
            >
              {t(`organiser.waiting.actions.${action}`)}
            </Button>
          ))}
          <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => onEdit(e)}>
            {t("organiser.waiting.actions.edit")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function WaitlistDialog({
  entry,
  waitlisted,
  onClose,
  onSubmit,
}: {
  entry: RegistrationEntry | null;
  waitlisted: number;
  onClose: () => void;
  onSubmit: (entry: RegistrationEntry, position: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<string | number>("");
  // An entry already on the list moves within it; any other joins it (one more place).
  const max = Math.max(1, entry?.state === "waitlisted" ? waitlisted : waitlisted + 1);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!entry) return;
    const n = typeof position === "number" ? Math.min(Math.max(1, Math.round(position)), max) : undefined;
    setPosition("");
    onSubmit(entry, n);
  };
  return (
    <Modal
      opened={entry !== null}
      onClose={() => {
        setPosition("");
        onClose();
      }}
      title={t("organiser.waiting.actions.waitlist")}
      centered
      closeButtonProps={{ "aria-label": t("organiser.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t("organiser.waiting.waitlistDialog.message", { team: entry?.teamName ?? "" })}</Text>
          <NumberInput
            label={t("organiser.waiting.waitlistDialog.position")}
            description={t("organiser.waiting.waitlistDialog.positionHint", { max })}
            value={position}
            onChange={setPosition}
            min={1}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("organiser.cancel")}
            </Button>
            <Button type="submit">{t("organiser.waiting.actions.waitlist")}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type EditFields = { teamName: string; club: string; contactName: string; email: string; phone: string };

function EditDialog({
  entry,
  busy,
  onClose,
  onSubmit,
}: {
  entry: RegistrationEntry | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (entry: RegistrationEntry, fields: EditFields) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<EditFields>({
    teamName: entry?.teamName ?? "",
    club: entry?.club ?? "",
    contactName: entry?.contactName ?? "",
    email: entry?.email ?? "",
    phone: entry?.phone ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof EditFields, string>>>({});
  const [failed, setFailed] = useState(false);
  const field = (name: keyof EditFields) => ({
    value: fields[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setFields((f) => ({ ...f, [name]: value }));
    },
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!entry) return;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as EditFields;
    const next: typeof errors = {};
    if (!trimmed.teamName) next.teamName = t("organiser.waiting.edit.required");
    if (!trimmed.contactName) next.contactName = t("organiser.waiting.edit.required");
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed.email)) next.email = t("organiser.waiting.edit.invalidEmail");
    if (!/^[+\d\s()/.-]*$/.test(trimmed.phone)) next.phone = t("organiser.waiting.edit.invalidPhone");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setFailed(!(await onSubmit(entry, trimmed)));
  };
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t("organiser.waiting.edit.title")}
      centered
      closeButtonProps={{ "aria-label": t("organiser.close") }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={t("organiser.waiting.edit.teamName")} required maxLength={80} {...field("teamName")} />
          <TextInput label={t("organiser.waiting.edit.club")} maxLength={120} {...field("club")} />
          <TextInput
            label={t("organiser.waiting.edit.contactName")}
            required
            maxLength={100}
            {...field("contactName")}
          />
          <TextInput
            label={t("organiser.waiting.edit.email")}
            type="email"
            required
            maxLength={254}
            {...field("email")}
          />
          <TextInput label={t("organiser.waiting.edit.phone")} type="tel" maxLength={50} {...field("phone")} />
          {failed ? (
            <Text size="sm" c="red.9" role="alert">
              {t("organiser.waiting.edit.failed")}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("organiser.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("organiser.waiting.edit.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
