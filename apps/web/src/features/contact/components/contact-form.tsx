import { CONTACT_MESSAGE_MAX, CONTACT_RATING_MAX, ContactSchema } from "@kickoff/domain/contact-contracts.ts";
import { Alert, Button, Input, Paper, Rating, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { HoneypotField } from "../../../components/honeypot-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session-store.ts";
import { useGuardedForm } from "../../../lib/use-guarded-form.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { sendContact } from "../api/send-contact.ts";
import { type ContactDraft, contactBody, contactFieldErrors, emptyDraft } from "../lib/contact-form-model.ts";

const VISIBLE_FIELDS = ["name", "email", "subject", "message", "rating"] as const;

/**
 * The contact form: name, e-mail (prefilled when logged in), subject, message and an optional 1–5 star rating.
 * The shared contract checks it before sending; the server's field errors show next to the fields. When sent, a
 * confirmation replaces the form.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const user = useSession((s) => s.user);
  const form = useGuardedForm<ContactDraft>(
    () => emptyDraft(user ? { name: user.displayName, email: user.email } : {}),
    VISIBLE_FIELDS,
  );
  const { draft, setDraft, set, errorOf, showErrors, busy, sentTo, formRef, confirmationRef } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const ratingLabelId = useId();

  // A session that arrives after the form opened (the login finished elsewhere) still fills empty fields.
  useEffect(() => {
    if (!user) return;
    setDraft((d) => ({ ...d, name: d.name || user.displayName, email: d.email || user.email }));
  }, [user, setDraft]);

  const known = (key: string) => i18n.exists(key);
  const translate = (key: string) => t(key);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = contactBody(draft, language, form.fillMs());
    const parsed = ContactSchema.safeParse(body);
    if (!parsed.success) {
      showErrors(contactFieldErrors(parsed.error.issues, translate, known));
      return;
    }
    await form.send(
      parsed.data.email,
      () => sendContact(body),
      (error) => {
        if (!(error instanceof ApiError && error.status === 429)) return false;
        setFormError(t("pages.contact.errors.rateLimited"));
        return true;
      },
      (issues) => contactFieldErrors(issues, translate, known),
    );
  };

  const again = () => form.again((d) => emptyDraft({ name: d.name, email: d.email }));

  if (sentTo !== null) {
    return (
      <Paper withBorder p="md" radius="md" role="status" data-testid="contact-sent" maw={560}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" ref={confirmationRef} tabIndex={-1}>
            {t("pages.contact.sent.title")}
          </Title>
          <Text>{t("pages.contact.sent.body", { email: sentTo })}</Text>
          <Button variant="light" onClick={again}>
            {t("pages.contact.sent.again")}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      aria-label={t("pages.contact.form.label")}
      noValidate
      style={{ maxWidth: 560 }}
    >
      <Stack gap="sm" pos="relative">
        <TextInput
          name="name"
          label={t("pages.contact.fields.name")}
          autoComplete="name"
          required
          maxLength={200}
          value={draft.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          error={errorOf("name")}
        />
        <TextInput
          name="email"
          type="email"
          label={t("pages.contact.fields.email")}
          description={t("pages.contact.fields.emailHint")}
          autoComplete="email"
          required
          value={draft.email}
          onChange={(e) => set("email", e.currentTarget.value)}
          error={errorOf("email")}
        />
        <TextInput
          name="subject"
          label={t("pages.contact.fields.subject")}
          autoComplete="off"
          required
          maxLength={300}
          value={draft.subject}
          onChange={(e) => set("subject", e.currentTarget.value)}
          error={errorOf("subject")}
        />
        <Textarea
          name="message"
          label={t("pages.contact.fields.message")}
          description={t("pages.contact.fields.messageHint", {
            used: draft.message.length,
            max: CONTACT_MESSAGE_MAX,
          })}
          required
          autosize
          minRows={5}
          maxRows={14}
          value={draft.message}
          onChange={(e) => set("message", e.currentTarget.value)}
          error={errorOf("message")}
        />
        <Input.Wrapper
          labelElement="div"
          label={t("pages.contact.fields.rating")}
          description={t("pages.contact.fields.ratingHint")}
          error={errorOf("rating")}
          id={ratingLabelId}
        >
          <Rating
            role="radiogroup"
            aria-labelledby={`${ratingLabelId}-label`}
            aria-describedby={
              errorOf("rating") ? `${ratingLabelId}-error ${ratingLabelId}-description` : `${ratingLabelId}-description`
            }
            size="lg"
            count={CONTACT_RATING_MAX}
            value={draft.rating}
            onChange={(value) => set("rating", value)}
            allowClear
            getSymbolLabel={(value) => t("pages.contact.fields.ratingStar", { count: value })}
            mt={4}
          />
        </Input.Wrapper>
        <HoneypotField
          label={t("pages.contact.fields.honeypot")}
          name="contact_hp_url"
          value={draft.website}
          onChange={(value) => set("website", value)}
        />
        {formError ? (
          <Alert color="red" role="alert" title={t("pages.contact.errors.failed")}>
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} fullWidth>
          {t("pages.contact.submit")}
        </Button>
      </Stack>
    </form>
  );
}
