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
} from "../../../components/registration/registration-model.ts";
import { ApiError } from "../../../lib/api-client.ts";
import type { FieldErrors } from "../../../lib/form-errors.ts";
import { useSession } from "../../../lib/session-store.ts";
import { useGuardedForm } from "../../../lib/use-guarded-form.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { registerEventTeam } from "../api/event-registration-api.ts";
import {
  birthYearMismatch,
  divisionOffer,
  divisionRefusalKey,
  eventRegistrationBody,
  refusedDivision,
} from "../lib/event-registration.ts";

const VISIBLE_FIELDS = [
  "divisions",
  "teamName",
  "club",
  "contactName",
  "email",
  "phone",
  "players",
  "strength",
  "oldestBirthYear",
  "youngestBirthYear",
  "message",
  "privacyConsent",
] as const;

const divisionLabel = (d: EventRegistrationDivision) =>
  d.ageGroupLabel && !d.name.includes(d.ageGroupLabel) ? `${d.name} (${d.ageGroupLabel})` : d.name;

/**
 * One team for one or more of an event's divisions: a checkbox per division (places left, waiting list, or closed
 * and disabled with the reason), then the tournament registration's fields. Each division keeps its own list: the
 * confirmation says per division whether the team is registered or on its waiting list.
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
  const [divisionError, setDivisionError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<EventRegistrationOutcome[]>([]);
  const errorRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (formError) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [formError]);

  const picked = info.divisions.filter((d) => chosen.has(d.id));
  const ranged = picked.filter((d) => d.ageRange !== null);
  const rangeOf = (d: EventRegistrationDivision) => {
    const r = birthYearRange(d.ageRange ?? { oldestBirthYear: 0 });
    return t(r.key, { oldest: r.oldest, youngest: r.youngest ?? "" });
  };
  const birthYearsHint =
    ranged.length > 0
      ? t("events.register.birthYearsHint", {
          ranges: ranged.map((d) => `${divisionLabel(d)}: ${rangeOf(d)}`).join("; "),
        })
      : null;

  const toggle = (divisionId: string, on: boolean) => {
    setDivisionError(null);
    setChosen((c) => {
      const next = new Set(c);
      if (on) next.add(divisionId);
      else next.delete(divisionId);
      return next;
    });
  };

  /** Refusals shown at the divisions (closed, duplicate, gone) or above the button (rate limit). */
  const explain = (sent: readonly string[]) => (error: unknown) => {
    if (!(error instanceof ApiError)) return false;
    if (error.status === 429) {
      setFormError(t("public.registration.errors.rateLimited"));
      return true;
    }
    const division = refusedDivision(error.fields, sent, info.divisions);
    if (division) {
      setDivisionError(t(divisionRefusalKey(error.code), { division: divisionLabel(division) }));
      showErrors({ divisions: "refused" });
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
      language,
      fillMs: form.fillMs(),
    });
    const errors: FieldErrors = {};
    if (body.divisions.length === 0) {
      errors.divisions = t("events.register.errors.noDivision");
      setDivisionError(errors.divisions);
    }
    if (ranged.length > 0)
      for (const field of ["oldestBirthYear", "youngestBirthYear"] as const)
        if (body[field] === undefined)
          errors[field] = t("public.registration.errors.birthYear", { range: ranged.map(rangeOf).join("; ") });
    const mismatch = birthYearMismatch(body, picked);
    if (mismatch && !errors[mismatch.field])
      errors[mismatch.field] = t("events.register.errors.birthYear", {
        division: divisionLabel(mismatch.division),
        range: rangeOf(mismatch.division),
      });
    const parsed = RegisterEventTeamSchema.safeParse(body);
    const contractErrors = parsed.success
      ? {}
      : registrationFieldErrors(
          parsed.error.issues.filter((i) => i.path[0] !== "divisions"),
          (key) => t(key, { range: ranged.map(rangeOf).join("; ") }),
        );
    if (!parsed.success || Object.keys(errors).length > 0) {
      showErrors({ ...contractErrors, ...errors });
      return;
    }
    await form.send(
      parsed.data.email,
      async () => setOutcome((await registerEventTeam(body)).divisions),
      explain(body.divisions),
      (issues) => registrationFieldErrors(issues, (key) => t(key, { range: ranged.map(rangeOf).join("; ") })),
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
              return (
                <Checkbox
                  key={d.id}
                  name="divisions"
                  value={d.id}
                  label={divisionLabel(d)}
                  description={d.ageRange ? `${description} · ${rangeOf(d)}` : description}
                  disabled={offer.kind === "closed"}
                  checked={chosen.has(d.id)}
                  onChange={(e) => toggle(d.id, e.currentTarget.checked)}
                  aria-invalid={invalidDivisions && d.id === firstEnabled ? true : undefined}
                  data-testid="event-division-choice"
                />
              );
            })}
          </Stack>
          {divisionError ? (
            <Text c="red" size="sm" mt="xs" id={`${id}-divisions`} role="alert">
              {divisionError}
            </Text>
          ) : null}
        </fieldset>
        <RegistrationFields
          draft={draft}
          set={set}
          errorOf={errorOf}
          festival={picked.some((d) => d.mode === "funino")}
          birthYearsHint={birthYearsHint}
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
