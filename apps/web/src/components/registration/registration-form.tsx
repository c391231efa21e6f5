import { RegisterTeamSchema } from "@kickoff/domain/registration-contracts.ts";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { useSession } from "../../lib/session-store.ts";
import { useGuardedForm } from "../../lib/use-guarded-form.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { registerTeam } from "./registration-api.ts";
import { RegistrationFields } from "./registration-fields.tsx";
import {
  birthYearRange,
  emptyRegistrationDraft,
  type RegistrationDraft,
  registrationBody,
  registrationFieldErrors,
} from "./registration-model.ts";

const VISIBLE_FIELDS = [
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

export type AgeRangeInfo = { oldestBirthYear: number; youngestBirthYear?: number | null };

/**
 * A team's registration for a tournament or festival: team, club, contact, squad size, strength (festivals), the
 * squad's birth years (when the tournament has an age range), a message and the privacy consent. The shared
 * contract checks it before sending; the server's answers (field errors, closed, duplicate, rate limit) show in
 * the form. When sent, a confirmation replaces it: the private link comes by e-mail.
 */
export function RegistrationForm({
  tournamentId,
  festival,
  ageRange,
}: {
  tournamentId: string;
  festival: boolean;
  ageRange: AgeRangeInfo | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useSession((s) => s.user);
  const form = useGuardedForm<RegistrationDraft>(
    () => emptyRegistrationDraft(user ? { contactName: user.displayName, email: user.email } : {}),
    VISIBLE_FIELDS,
  );
  const { draft, setDraft, set, errorOf, showErrors, busy, sentTo, formRef, confirmationRef } = form;
  const [formError, setFormError] = useState<{ title: string; text: string } | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (formError) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [formError]);

  // A session that arrives after the form opened still fills empty fields.
  useEffect(() => {
    if (!user) return;
    setDraft((d) => ({ ...d, contactName: d.contactName || user.displayName, email: d.email || user.email }));
  }, [user, setDraft]);

  const range = ageRange ? birthYearRange(ageRange) : null;
  const rangeText = range ? t(range.key, { oldest: range.oldest, youngest: range.youngest ?? "" }) : "";
  const translate = (key: string) => t(key, { range: rangeText });

  /** The refusals the form explains above its button: rate limit, closed, duplicate. */
  const explain = (error: unknown) => {
    if (!(error instanceof ApiError)) return false;
    const text =
      error.status === 429
        ? "public.registration.errors.rateLimited"
        : error.code === "REGISTRATION_CLOSED" || error.code === "TOURNAMENT_NOT_FOUND"
          ? "public.registration.errors.closed"
          : error.code === "REGISTRATION_DUPLICATE"
            ? "public.registration.errors.duplicate"
            : null;
    if (!text) return false;
    setFormError({ title: t("public.registration.errors.failed"), text: t(text) });
    return true;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = registrationBody(draft, {
      tournamentId,
      language,
      fillMs: form.fillMs(),
      festival,
      ageRange: ageRange !== null,
    });
    const parsed = RegisterTeamSchema.safeParse(body);
    const missingYears: FieldErrors = {};
    if (ageRange) {
      for (const field of ["oldestBirthYear", "youngestBirthYear"] as const)
        if (body[field] === undefined) missingYears[field] = translate("public.registration.errors.birthYear");
    }
    if (!parsed.success || Object.keys(missingYears).length > 0) {
      showErrors({
        ...missingYears,
        ...(parsed.success ? {} : registrationFieldErrors(parsed.error.issues, translate)),
      });
      return;
    }
    await form.send(
      parsed.data.email,
      () => registerTeam(body),
      explain,
      (issues) => registrationFieldErrors(issues, translate),
    );
  };

  const again = () => form.again((d) => emptyRegistrationDraft({ contactName: d.contactName, email: d.email }));

  if (sentTo !== null) {
    return (
      <Paper withBorder p="md" radius="md" role="status" data-testid="registration-sent">
        <Stack gap="sm" align="flex-start">
          <Title order={3} size="h4" ref={confirmationRef} tabIndex={-1}>
            {t("public.registration.sent.title")}
          </Title>
          <Text>{t("public.registration.sent.body", { email: sentTo })}</Text>
          <Text size="sm">{t("public.registration.sent.spam")}</Text>
          <Button variant="light" onClick={again}>
            {t("public.registration.sent.again")}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} aria-label={t("public.registration.form.label")} noValidate>
      <Stack gap="sm" pos="relative">
        <Text size="sm">{t("public.registration.form.required")}</Text>
        <RegistrationFields
          draft={draft}
          set={set}
          errorOf={errorOf}
          festival={festival}
          birthYearsHint={ageRange ? t("public.registration.fields.birthYearsHint", { range: rangeText }) : null}
        />
        {formError ? (
          <Alert ref={errorRef} color="red" role="alert" title={formError.title} data-testid="registration-error">
            {formError.text}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} fullWidth>
          {t("public.registration.submit")}
        </Button>
      </Stack>
    </form>
  );
}
