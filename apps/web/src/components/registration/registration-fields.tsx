// The team's fields of a registration, shared by a tournament's form (registration-form.tsx) and an event's form
// for several divisions: team, club, contact, squad size, strength (festivals), the squad's birth years (when an age
// range applies), a message, the privacy consent and the honeypot. The forms own the draft, checks and sending.
// The event form asks for the team per division itself and shows only the contact part here (`contactOnly`).
import {
  REGISTRATION_CLUB_MAX,
  REGISTRATION_CONTACT_MAX,
  REGISTRATION_MESSAGE_MAX,
  REGISTRATION_PHONE_MAX,
  REGISTRATION_PLAYERS_MAX,
  REGISTRATION_TEAM_NAME_MAX,
} from "@kickoff/domain/registration-contracts.ts";
import { Anchor, Box, Checkbox, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { useLanguage } from "../../lib/use-language.ts";
import { HoneypotField } from "../honeypot-field.tsx";
import { BirthYearInputs } from "./birth-year-inputs.tsx";
import type { RegistrationDraft } from "./registration-model.ts";

export function RegistrationFields({
  draft,
  set,
  errorOf,
  festival,
  birthYearsHint,
  contactOnly = false,
}: {
  draft: RegistrationDraft;
  set: <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => void;
  errorOf: (key: keyof RegistrationDraft) => string | undefined;
  /** Festivals ask for the team's strength. */
  festival: boolean;
  /** The allowed birth years as a sentence; null: no age range, the birth-year fields are not shown. */
  birthYearsHint: string | null;
  /** Without the team's own fields (name, squad size, strength, birth years): the club's contact data only. */
  contactOnly?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const strengthOptions = [
    { value: "", label: t("public.registration.fields.strengthNone") },
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: t(`public.registration.strength.${n}`) })),
  ];
  return (
    <>
      {contactOnly ? null : (
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
      )}
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
      {contactOnly ? null : (
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
      )}
      {festival && !contactOnly ? (
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
      {birthYearsHint !== null && !contactOnly ? (
        <Box role="group" aria-labelledby={`${id}-years`}>
          <Text fw={700} size="sm" id={`${id}-years`}>
            {t("public.registration.fields.birthYears")}
          </Text>
          <Text size="sm" c="dimmed" mb={4} data-testid="registration-age-range">
            {birthYearsHint}
          </Text>
          <Stack gap="sm">
            <BirthYearInputs values={draft} set={set} errorOf={errorOf} />
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
    </>
  );
}
