import type {
  EventRegistrationDivision,
  EventRegistrationInfo,
  EventRegistrationOutcome,
} from "@kickoff/domain/event-registration.ts";
import { RegisterEventTeamSchema } from "@kickoff/domain/event-registration.ts";
import { Alert, Button, Checkbox, List, Paper, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RegistrationFields } from "../../../components/registration/registration-fields.tsx";
import {
  birthYearRange,
  emptyRegistrationDraft,
  type RegistrationDraft,
  registrationFieldErrors,
  registrationIssueKey,
} from "../../../components/registration/registration-model.ts";
import { ApiError } from "../../../lib/api-client.ts";
import type { FieldErrors } from "../../../lib/form-errors.ts";
import { useSession } from "../../../lib/session-store.ts";
import { useGuardedForm } from "../../../lib/use-guarded-form.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { registerEventTeam } from "../api/event-registration-api.ts";
import {
  birthYearProblems,
  divisionField,
  divisionOffer,
  divisionRefusalKey,
  emptyTeamDraft,
  eventRegistrationBody,
  type TeamDraft,
  type TeamField,
  teamErrorKey,
  teamNameOf,
} from "../lib/event-registration.ts";
import { DivisionTeamFields } from "./division-team-fields.tsx";

const VISIBLE_FIELDS = ["divisions", "club", "contactName", "email", "phone", "message", "privacyConsent"] as const;

const divisionLabel = (d: EventRegistrationDivision) =>
  d.ageGroupLabel && !d.name.includes(d.ageGroupLabel) ? `${d.name} (${d.ageGroupLabel})` : d.name;

/**
 * A club's teams for one or more of an event's divisions: a checkbox per division (places left, waiting list, or
 * closed and disabled with the reason); a ticked division shows the team the club enters there (its own name,
 * squad and birth years: the U9 team is not the U13 team); then the club's contact data once. Each division keeps
 * its own list: the confirmation says per division whether the team is registered or on its waiting list.
 */
export function EventRegisterForm({ info }: { info: EventRegistrationInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useSession((s) => s.user);
  const form = useGuardedForm<RegistrationDraft>(
    () => emptyRegistrationDraft(user ? { contactName: user.displayName, email: user.email } : {}),
    VISIBLE_FIELDS,
  );
  const { draft, set, errorOf, showErrors, busy, sentTo, formRef, confirmationRef } = form;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [teams, setTeams] = useState<Readonly<Record<string, TeamDraft>>>({});
  // Team fields changed since the last check: their old message is hidden (the contact fields' rule).
  const [teamEdited, setTeamEdited] = useState<ReadonlySet<string>>(new Set());
  const [divisionError, setDivisionError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<EventRegistrationOutcome[]>([]);
  const errorRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (formError) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [formError]);

  const rangeOf = (d: EventRegistrationDivision) => {
    const r = birthYearRange(d.ageRange ?? { oldestBirthYear: 0 });
    return t(r.key, { oldest: r.oldest, youngest: r.youngest ?? "" });
  };
  const showAll = (errors: FieldErrors) => {
    setTeamEdited(new Set());
    showErrors(errors);
  };
  const teamError = (divisionId: string, field: TeamField | "id") => {
    const key = teamErrorKey(divisionId, field);
    return teamEdited.has(key) ? undefined : errorOf(key as keyof RegistrationDraft);
  };

  const toggle = (divisionId: string, on: boolean) => {
    setDivisionError(null);
    setChosen((c) => {
      const next = new Set(c);
      if (on) next.add(divisionId);
      else next.delete(divisionId);
      return next;
    });
    if (on) setTeams((all) => (all[divisionId] ? all : { ...all, [divisionId]: emptyTeamDraft() }));
  };
  const setTeam = (divisionId: string) => (field: TeamField, value: string) => {
    setTeams((all) => ({ ...all, [divisionId]: { ...(all[divisionId] ?? emptyTeamDraft()), [field]: value } }));
    setTeamEdited((e) => new Set(e).add(teamErrorKey(divisionId, field)).add(teamErrorKey(divisionId, "id")));
  };

  /** A message about a division's field (`divisions[i].x`, `divisions.i.x`) at that division's field. */
  const divisionErrors = (
    issues: readonly { field: string; message: string; code?: string }[],
    sent: readonly string[],
    refusal?: string,
  ) => {
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const where = divisionField(issue.field, sent, info.divisions);
      if (!where) continue;
      const key = teamErrorKey(where.division.id, where.field);
      if (key in errors) continue;
      errors[key] =
        where.field === "id"
          ? t(refusal ?? "events.register.errors.gone", { division: divisionLabel(where.division) })
          : where.field === "oldestBirthYear" || where.field === "youngestBirthYear"
            ? t("events.register.errors.birthYear", {
                division: divisionLabel(where.division),
                range: rangeOf(where.division),
              })
            : t(registrationIssueKey(where.field, { path: [], message: issue.message, code: issue.code }));
    }
    return errors;
  };

  /** Refusals shown at their division (closed, duplicate, gone, birth years) or above the button (rate limit). */
  const explain = (sent: readonly string[]) => (error: unknown) => {
    if (!(error instanceof ApiError)) return false;
    if (error.status === 429) {
      setFormError(t("public.registration.errors.rateLimited"));
      return true;
    }
    const errors = divisionErrors(error.fields, sent, divisionRefusalKey(error.code));
    if (Object.keys(errors).length > 0) {
      showAll(errors);
      return true;
    }
    if (error.code === "EVENT_NOT_FOUND") {
      setFormError(t("events.register.errors.eventGone"));
      return true;
    }
    return false;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setDivisionError(null);
    const body = eventRegistrationBody(draft, {
      eventId: info.eventId,
      divisions: info.divisions,
      chosen,
      teams,
      language,
      fillMs: form.fillMs(),
    });
    const sent = body.divisions.map((d) => d.id);
    const parsed = RegisterEventTeamSchema.safeParse(body);
    const issues = parsed.success ? [] : parsed.error.issues;
    const contactErrors = registrationFieldErrors(
      issues.filter((i) => i.path[0] !== "divisions"),
      (key) => t(key),
    );
    const teamErrors = divisionErrors(
      issues.map((i) => ({ field: i.path.map(String).join("."), message: i.message, code: i.code })),
      sent,
    );
    for (const p of birthYearProblems(body.divisions, info.divisions)) {
      const key = teamErrorKey(p.division.id, p.field);
      teamErrors[key] =
        p.problem === "missing"
          ? t("public.registration.errors.birthYear", { range: rangeOf(p.division) })
          : t("events.register.errors.birthYear", { division: divisionLabel(p.division), range: rangeOf(p.division) });
    }
    const errors: FieldErrors = { ...teamErrors, ...contactErrors };
    if (sent.length === 0) {
      errors.divisions = t("events.register.errors.noDivision");
      setDivisionError(errors.divisions);
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      showAll(errors);
      return;
    }
    await form.send(
      parsed.data.email,
      async () => setOutcome((await registerEventTeam(body)).divisions),
      explain(sent),
      (fieldIssues) => registrationFieldErrors(fieldIssues, (key) => t(key)),
    );
  };

  if (sentTo !== null) {
    return (
      <Paper withBorder p="md" radius="md" role="status" data-testid="event-registration-sent">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" ref={confirmationRef} tabIndex={-1}>
            {t("events.register.sent.title")}
          </Title>
          <List spacing="xs">
            {outcome.map((o) => {
              const division = info.divisions.find((d) => d.id === o.divisionId);
              const name = division ? divisionLabel(division) : o.divisionId;
              return (
                <List.Item key={o.divisionId} data-testid="event-registration-outcome">
                  {o.state === "waitlisted"
                    ? t("events.register.sent.waitlisted", { division: name, position: o.position ?? "" })
                    : t("events.register.sent.pending", { division: name })}
                </List.Item>
              );
            })}
          </List>
          <Text>{t("events.register.sent.mail", { email: sentTo })}</Text>
          <Text size="sm">{t("public.registration.sent.spam")}</Text>
        </Stack>
      </Paper>
    );
  }

  const anyOpen = info.divisions.some((d) => d.registrationOpen);
  const firstEnabled = info.divisions.find((d) => d.registrationOpen)?.id;
  const invalidDivisions = errorOf("divisions" as keyof RegistrationDraft) !== undefined && divisionError !== null;
  return (
    <form ref={formRef} onSubmit={submit} aria-label={t("events.register.formLabel")} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("public.registration.form.required")}</Text>
        <fieldset
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          aria-describedby={divisionError ? `${id}-divisions` : undefined}
        >
          <legend>
            <Text fw={700}>{t("events.register.divisions.legend")}</Text>
          </legend>
          <Text size="sm" c="dimmed" mb="xs">
            {t("events.register.divisions.hint")}
          </Text>
          {!anyOpen ? (
            <Alert color="yellow" mb="xs">
              {t("events.register.divisions.noneOpen")}
            </Alert>
          ) : null}
          <Stack gap="sm">
            {info.divisions.map((d) => {
              const offer = divisionOffer(d);
              const description =
                offer.kind === "closed"
                  ? offer.reason === "deadline" && offer.deadline
                    ? t("events.register.divisions.deadline", { date: offer.deadline })
                    : t("events.register.divisions.closed")
                  : offer.kind === "waitlist"
                    ? t("events.register.divisions.waitlist", { count: offer.waiting })
                    : offer.placesLeft === null
                      ? t("events.register.divisions.open")
                      : t("events.register.divisions.placesLeft", { count: offer.placesLeft });
              const refused = teamError(d.id, "id");
              const team = teams[d.id];
              return (
                <Stack key={d.id} gap="xs">
                  <Checkbox
                    name="divisions"
                    value={d.id}
                    label={divisionLabel(d)}
                    description={d.ageRange ? `${description} · ${rangeOf(d)}` : description}
                    disabled={offer.kind === "closed"}
                    checked={chosen.has(d.id)}
                    onChange={(e) => toggle(d.id, e.currentTarget.checked)}
                    error={refused}
                    aria-invalid={refused || (invalidDivisions && d.id === firstEnabled) ? true : undefined}
                    data-testid="event-division-choice"
                  />
                  {chosen.has(d.id) && team ? (
                    <DivisionTeamFields
                      division={d}
                      label={divisionLabel(d)}
                      team={team}
                      teamName={teamNameOf(team, draft.club, d)}
                      range={d.ageRange ? rangeOf(d) : null}
                      set={setTeam(d.id)}
                      errorOf={(field) => teamError(d.id, field)}
                    />
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
          {divisionError ? (
            <Text c="red" size="sm" mt="xs" id={`${id}-divisions`} role="alert">
              {divisionError}
            </Text>
          ) : null}
        </fieldset>
        <Title order={2} size="h4">
          {t("events.register.contact.legend")}
        </Title>
        <RegistrationFields
          draft={draft}
          set={set}
          errorOf={errorOf}
          festival={false}
          birthYearsHint={null}
          contactOnly
        />
        {formError ? (
          <Alert ref={errorRef} color="red" role="alert" title={t("public.registration.errors.failed")}>
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} disabled={!anyOpen} fullWidth>
          {t("public.registration.submit")}
        </Button>
      </Stack>
    </form>
  );
}
