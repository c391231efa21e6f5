import type { Referee } from "@kickoff/domain/officials-contracts.ts";
import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { TAP_TARGET } from "../../../components/tap-target.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useUpdateReferees } from "../api/officials.ts";
import { useDownloadRefereeSchedule } from "../api/officials-downloads.ts";
import type { ManagedTournament } from "../api/types.ts";
import { buildReferee, type RefereeInputError, refereeLoads, renameReferee } from "../lib/referees.ts";

/**
 * The tournament's referees: each with the number of matches they lead and their schedule (PDF); add a person
 * or a team of the tournament, rename, remove (confirmed). Every change is saved at once (the whole list).
 */
export function RefereesList({ tournament, canEdit }: { tournament: ManagedTournament; canEdit: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const { referees } = tournament.officials;
  const save = useUpdateReferees(tournament.id);
  const schedule = useDownloadRefereeSchedule(tournament.id);
  const loads = refereeLoads(tournament.matches, tournament.officials);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Referee | null>(null);
  const [failed, setFailed] = useState(false);
  const teamName = (teamId: string) => tournament.teams.find((team) => team.id === teamId)?.name;

  /** Saves the whole list; true when the server took it. */
  const store = async (next: Referee[]) => {
    setFailed(false);
    try {
      await save.mutateAsync(next);
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("officials.referees.title")}
      </Title>
      <Text size="sm">{t("officials.referees.hint")}</Text>
      {failed ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t("officials.close")}
          onClose={() => setFailed(false)}
        >
          {t("officials.errors.saveFailed")}
        </Alert>
      ) : null}
      {referees.length === 0 ? (
        <Text size="sm">{t("officials.referees.empty")}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby={titleId}>
          {referees.map((r) => (
            <li key={r.id} data-referee={r.id}>
              {editing === r.id ? (
                <RenameForm
                  referee={r}
                  busy={save.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={async (next) => {
                    if (await store(referees.map((x) => (x.id === r.id ? next : x)))) {
                      setEditing(null);
                      showSnackbar(t("officials.referees.saved"), "success");
                    }
                  }}
                />
              ) : (
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0, flex: "1 1 10rem" }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {r.name}
                    </Text>
                    <Text size="xs">
                      {r.teamId
                        ? t("officials.referees.teamOf", { team: teamName(r.teamId) ?? r.teamId })
                        : (r.email ?? t("officials.referees.person"))}
                      {" · "}
                      {t("officials.referees.load", { count: loads.get(r.id) ?? 0 })}
                    </Text>
                  </div>
                  <Group gap={4} wrap="wrap">
                    <Button
                      variant="subtle"
                      mih={TAP_TARGET}
                      loading={schedule.isPending && schedule.variables?.referee === r.id}
                      disabled={schedule.isPending}
                      aria-label={t("officials.referees.scheduleNamed", { name: r.name })}
                      onClick={() =>
                        schedule.mutate(
                          { referee: r.id, lang },
                          { onError: () => showSnackbar(t("officials.errors.downloadFailed"), "error") },
                        )
                      }
                    >
                      {t("officials.referees.schedule")}
                    </Button>
                    {canEdit ? (
                      <>
                        <Button
                          variant="subtle"
                          mih={TAP_TARGET}
                          aria-label={t("officials.referees.renameNamed", { name: r.name })}
                          onClick={() => setEditing(r.id)}
                        >
                          {t("officials.referees.rename")}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          mih={TAP_TARGET}
                          aria-label={t("officials.referees.removeNamed", { name: r.name })}
                          onClick={() => setRemoving(r)}
                        >
                          {t("officials.referees.remove")}
                        </Button>
                      </>
                    ) : null}
                  </Group>
                </Group>
              )}
            </li>
          ))}
        </Stack>
      )}
      {canEdit ? (
        <AddRefereeForm
          tournament={tournament}
          busy={save.isPending}
          onAdd={async (referee) => {
            const ok = await store([...referees, referee]);
            if (ok) showSnackbar(t("officials.referees.added", { name: referee.name }), "success");
            return ok;
          }}
        />
      ) : null}
      <ConfirmModal
        opened={removing !== null}
        title={t("officials.referees.remove")}
        message={t("officials.referees.removeConfirm", {
          name: removing?.name ?? "",
          count: removing ? (loads.get(removing.id) ?? 0) : 0,
        })}
        confirmLabel={t("officials.referees.remove")}
        danger
        busy={save.isPending}
        onConfirm={async () => {
          if (!removing) return;
          const ok = await store(referees.filter((r) => r.id !== removing.id));
          if (ok) showSnackbar(t("officials.referees.removed", { name: removing.name }), "success");
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function RenameForm({
  referee,
  busy,
  onSave,
  onCancel,
}: {
  referee: Referee;
  busy: boolean;
  onSave: (next: Referee) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(referee.name);
  const [email, setEmail] = useState(referee.email ?? "");
  const [error, setError] = useState<RefereeInputError | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = renameReferee(referee, name, email);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    await onSave(result.referee);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t("officials.referees.renameNamed", { name: referee.name })}>
      <Stack gap="xs">
        <TextInput
          label={t("officials.referees.name")}
          value={name}
          maxLength={80}
          data-autofocus
          autoFocus
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error && error !== "emailInvalid" ? t(`officials.errors.${error}`) : undefined}
        />
        {referee.teamId ? null : (
          <TextInput
            type="email"
            inputMode="email"
            autoComplete="off"
            label={t("officials.referees.email")}
            value={email}
            maxLength={254}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            error={error === "emailInvalid" ? t("officials.errors.emailInvalid") : undefined}
          />
        )}
        <Group gap="xs">
          <Button type="submit" mih={TAP_TARGET} loading={busy}>
            {t("officials.referees.save")}
          </Button>
          <Button variant="default" mih={TAP_TARGET} onClick={onCancel}>
            {t("officials.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddRefereeForm({
  tournament,
  busy,
  onAdd,
}: {
  tournament: ManagedTournament;
  busy: boolean;
  onAdd: (referee: Referee) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { referees } = tournament.officials;
  const [kind, setKind] = useState<"person" | "team">("person");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [teamId, setTeamId] = useState("");
  const [error, setError] = useState<RefereeInputError | null>(null);
  const freeTeams = tournament.teams.filter((team) => !referees.some((r) => r.teamId === team.id));
  const teamName = (id: string) => tournament.teams.find((team) => team.id === id)?.name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = buildReferee(kind === "person" ? { kind, name, email } : { kind, teamId, name }, referees, teamName);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    if (await onAdd(result.referee)) {
      setName("");
      setEmail("");
      setTeamId("");
      setError(null);
    }
  };

  const errorText = (field: "name" | "email" | "team") => {
    if (!error) return undefined;
    const owner =
      error === "emailInvalid" ? "email" : error === "teamMissing" || error === "duplicate" ? "team" : "name";
    return owner === field ? t(`officials.errors.${error}`) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {t("officials.add.title")}
        </Title>
        <SegmentedControl
          value={kind}
          onChange={(v) => {
            setKind(v === "team" ? "team" : "person");
            setError(null);
          }}
          data={[
            { value: "person", label: t("officials.add.person") },
            { value: "team", label: t("officials.add.team") },
          ]}
          aria-label={t("officials.add.kind")}
          styles={{
            label: { minHeight: TAP_TARGET - 8, display: "flex", alignItems: "center", justifyContent: "center" },
          }}
        />
        {kind === "team" ? (
          <NativeSelect
            label={t("officials.add.teamLabel")}
            value={teamId}
            onChange={(e) => {
              setTeamId(e.currentTarget.value);
              setError(null);
            }}
            data={[
              { value: "", label: t("officials.add.chooseTeam") },
              ...freeTeams.map((team) => ({ value: team.id, label: team.name })),
            ]}
            error={errorText("team")}
          />
        ) : null}
        <TextInput
          label={t("officials.referees.name")}
          description={kind === "team" ? t("officials.add.teamNameHint") : undefined}
          placeholder={kind === "team" ? (teamName(teamId) ?? "") : undefined}
          value={name}
          maxLength={80}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={errorText("name")}
        />
        {kind === "person" ? (
          <TextInput
            type="email"
            inputMode="email"
            autoComplete="off"
            label={t("officials.referees.email")}
            description={t("officials.add.emailHint")}
            value={email}
            maxLength={254}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            error={errorText("email")}
          />
        ) : null}
        {error === "full" ? (
          <Text size="sm" c="red" role="alert">
            {t("officials.errors.full")}
          </Text>
        ) : null}
        <Button type="submit" mih={TAP_TARGET} loading={busy}>
          {t("officials.add.submit")}
        </Button>
      </Stack>
    </form>
  );
}
