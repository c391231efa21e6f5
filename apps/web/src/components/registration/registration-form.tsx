import {
  REGISTRATION_CLUB_MAX,
  REGISTRATION_CONTACT_MAX,
  REGISTRATION_MESSAGE_MAX,
  REGISTRATION_PHONE_MAX,
  REGISTRATION_PLAYERS_MAX,
  REGISTRATION_TEAM_NAME_MAX,
  RegisterTeamSchema,
} from "@kickoff/domain/registration-contracts.ts";
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { useSession } from "../../lib/session-store.ts";
import { useGuardedForm } from "../../lib/use-guarded-form.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { HoneypotField } from "../honeypot-field.tsx";
import { registerTeam } from "./registration-api.ts";
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
  const id = useId();

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

  const strengthOptions = [
    { value: "", label: t("public.registration.fields.strengthNone") },
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: t(`public.registration.strength.${n}`) })),
  ];

  return (
    <form ref={formRef} onSubmit={submit} aria-label={t("public.registration.form.label")} noValidate>
      <Stack gap="sm" pos="relative">
        <Text size="sm">{t("public.registration.form.required")}</Text>
        <TextInput
          name="teamName"
          label={t("public.registration.fields.teamName")}
          description={t("public.registration.fields.teamNameHint")}
          autoComplete="off"
          required
          maxLength={REGISTRATION_TEAM_NAME_MAX}
          value={draft.teamName}
          onChange={(e) => set("teamName", e.currentTarget.value)}
          error={errorOf("teamName")}
        />
        <TextInput
          name="club"
          label={t("public.registration.fields.club")}
          autoComplete="organization"
          maxLength={REGISTRATION_CLUB_MAX}
          value={draft.club}
          onChange={(e) => set("club", e.currentTarget.value)}
          error={errorOf("club")}
        />
        <TextInput
          name="contactName"
          label={t("public.registration.fields.contactName")}
          autoComplete="name"
          required
          maxLength={REGISTRATION_CONTACT_MAX}
          value={draft.contactName}
          onChange={(e) => set("contactName", e.currentTarget.value)}
          error={errorOf("contactName")}
        />
        <TextInput
          name="email"
          type="email"
          label={t("public.registration.fields.email")}
          description={t("public.registration.fields.emailHint")}
          autoComplete="email"
          required
          value={draft.email}
          onChange={(e) => set("email", e.currentTarget.value)}
          error={errorOf("email")}
        />
        <TextInput
          name="phone"
          type="tel"
          label={t("public.registration.fields.phone")}
          autoComplete="tel"
          maxLength={REGISTRATION_PHONE_MAX}
          value={draft.phone}
          onChange={(e) => set("phone", e.currentTarget.value)}
          error={errorOf("phone")}
        />
        <TextInput
          name="players"
          label={t("public.registration.fields.players")}
          description={t("public.registration.fields.playersHint", { max: REGISTRATION_PLAYERS_MAX })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={draft.players}
          onChange={(e) => set("players", e.currentTarget.value)}
          error={errorOf("players")}
        />
        {festival ? (
          <NativeSelect
            name="strength"
            label={t("public.registration.fields.strength")}
            description={t("public.registration.fields.strengthHint")}
            data={strengthOptions}
            value={draft.strength}
            onChange={(e) => set("strength", e.currentTarget.value)}
            error={errorOf("strength")}
          />
        ) : null}
        {ageRange ? (
          <Box role="group" aria-labelledby={`${id}-years`}>
            <Text fw={700} size="sm" id={`${id}-years`}>
              {t("public.registration.fields.birthYears")}
            </Text>
            <Text size="sm" c="dimmed" mb={4} data-testid="registration-age-range">
              {t("public.registration.fields.birthYearsHint", { range: rangeText })}
            </Text>
            <Stack gap="sm">
              <TextInput
                name="oldestBirthYear"
                label={t("public.registration.fields.oldestBirthYear")}
                inputMode="numeric"
                autoComplete="off"
                required
                maxLength={4}
                value={draft.oldestBirthYear}
                onChange={(e) => set("oldestBirthYear", e.currentTarget.value)}
                error={errorOf("oldestBirthYear")}
              />
              <TextInput
                name="youngestBirthYear"
                label={t("public.registration.fields.youngestBirthYear")}
                inputMode="numeric"
                autoComplete="off"
                required
                maxLength={4}
                value={draft.youngestBirthYear}
                onChange={(e) => set("youngestBirthYear", e.currentTarget.value)}
                error={errorOf("youngestBirthYear")}
              />
            </Stack>
          </Box>
        ) : null}
        <Textarea
          name="message"
          label={t("public.registration.fields.message")}
          description={t("public.registration.fields.messageHint", {
            used: draft.message.length,
            max: REGISTRATION_MESSAGE_MAX,
          })}
          autosize
          minRows={3}
          maxRows={10}
          value={draft.message}
          onChange={(e) => set("message", e.currentTarget.value)}
          error={errorOf("message")}
        />
        <Checkbox
          name="privacyConsent"
          checked={draft.privacyConsent}
          onChange={(e) => set("privacyConsent", e.currentTarget.checked)}
          error={errorOf("privacyConsent")}
          aria-invalid={errorOf("privacyConsent") ? true : undefined}
          label={
            <Trans
              i18nKey="public.registration.fields.privacyConsent"
              components={{
                anchor: <Anchor component={Link} to={paths.dataPrivacy.href(language)} target="_blank" inherit />,
              }}
            />
          }
        />
        <HoneypotField
          label={t("public.registration.fields.honeypot")}
          name="registration_hp_url"
          value={draft.website}
          onChange={(value) => set("website", value)}
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
