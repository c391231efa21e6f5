// The team a club enters in one chosen division (issue 19 item 4): its name (suggested from the club and the age
// group, editable), squad size, strength (festivals) and birth years with this division's allowed range. The event
// form shows one such group under each ticked division; the club's contact data follows once.
import type { EventRegistrationDivision } from "@kickoff/domain/event-registration.ts";
import { REGISTRATION_PLAYERS_MAX, REGISTRATION_TEAM_NAME_MAX } from "@kickoff/domain/registration-contracts.ts";
import { NativeSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BirthYearInputs } from "../../../components/registration/birth-year-inputs.tsx";
import type { TeamDraft, TeamField } from "../lib/event-registration.ts";

export function DivisionTeamFields({
  division,
  label,
  team,
  teamName,
  range,
  set,
  errorOf,
}: {
  division: EventRegistrationDivision;
  /** The division as the form names it ("U9 Cup (U9)"). */
  label: string;
  team: TeamDraft;
  /** The name shown: typed, or the suggestion. */
  teamName: string;
  /** The division's allowed birth years as text; null without an age range (no birth-year fields). */
  range: string | null;
  set: (field: TeamField, value: string) => void;
  errorOf: (field: TeamField) => string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const strengthOptions = [
    { value: "", label: t("public.registration.fields.strengthNone") },
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: t(`public.registration.strength.${n}`) })),
  ];
  const name = (field: TeamField) => `${field}-${division.id}`;
  return (
    <Paper
      withBorder
      p="sm"
      ml={{ base: 0, xs: "lg" }}
      role="group"
      aria-labelledby={`${id}-team`}
      data-testid="event-division-team"
    >
      <Stack gap="sm">
        <Text fw={700} size="sm" id={`${id}-team`}>
          {t("events.register.team.legend", { division: label })}
        </Text>
        <TextInput
          name={name("teamName")}
          label={t("public.registration.fields.teamName")}
          description={t("events.register.team.nameHint")}
          autoComplete="off"
          required
          maxLength={REGISTRATION_TEAM_NAME_MAX}
          value={teamName}
          onChange={(e) => set("teamName", e.currentTarget.value)}
          error={errorOf("teamName")}
        />
        <TextInput
          name={name("players")}
          label={t("public.registration.fields.players")}
          description={t("public.registration.fields.playersHint", { max: REGISTRATION_PLAYERS_MAX })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={team.players}
          onChange={(e) => set("players", e.currentTarget.value)}
          error={errorOf("players")}
        />
        {division.mode === "funino" ? (
          <NativeSelect
            name={name("strength")}
            label={t("public.registration.fields.strength")}
            description={t("public.registration.fields.strengthHint")}
            data={strengthOptions}
            value={team.strength}
            onChange={(e) => set("strength", e.currentTarget.value)}
            error={errorOf("strength")}
          />
        ) : null}
        {range !== null ? (
          <Stack gap="sm" role="group" aria-labelledby={`${id}-years`} aria-describedby={`${id}-range`}>
            <div>
              <Text fw={700} size="sm" id={`${id}-years`}>
                {t("public.registration.fields.birthYears")}
              </Text>
              <Text size="sm" c="dimmed" id={`${id}-range`} data-testid="registration-age-range">
                {t("events.register.team.birthYearsHint", { range })}
              </Text>
            </div>
            <BirthYearInputs values={team} set={set} errorOf={errorOf} name={name} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
