import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { storePostLoginTarget } from "../../../app/post-login.ts";
import { festivalKeys } from "../../../lib/festival-keys.ts";
import { useSession } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { session } from "../../../lib/storage.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { createFestival } from "../api/save-festival.ts";
import type { DraftGeneral } from "../lib/wizard-model.ts";
import {
  FestivalBasicsFields,
  FestivalPlanFields,
  FestivalResultsFields,
  FestivalTeamsFields,
} from "./festival-form-fields.tsx";
import {
  emptyFestivalDraft,
  type FestivalDraft,
  type FestivalErrors,
  remainingErrors,
  toCreatePayload,
  validateFestival,
} from "./festival-form-model.ts";
import { saveErrorsOf } from "./festival-save-errors.ts";

/** The festival form's work in progress, kept in the tab's session storage across the login round-trip. */
const DRAFT_KEY = "ft-festival-draft";

function readStoredDraft(): FestivalDraft | null {
  try {
    const raw = session.get(DRAFT_KEY);
    const value = raw ? (JSON.parse(raw) as FestivalDraft) : null;
    return value && typeof value.general === "object" && Array.isArray(value.teams) && typeof value.config === "object"
      ? value
      : null;
  } catch {
    return null;
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A new funino festival on one page (mobile first): basics, teams, plan, results and visibility; created with
 * funino/create, then on to the festival's control centre. `initialGeneral`: data carried over from the
 * tournament wizard.
 */
export function FestivalCreateForm({ initialGeneral }: { initialGeneral?: Partial<DraftGeneral> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const [draft, setDraft] = useState<FestivalDraft>(() =>
    // Carried over from the wizard: a fresh festival with that data; else the tab's work in progress.
    initialGeneral ? emptyFestivalDraft(initialGeneral) : (readStoredDraft() ?? emptyFestivalDraft()),
  );
  const [errors, setErrors] = useState<FestivalErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  useEffect(() => {
    session.set(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  const update = (change: (d: FestivalDraft) => void) => {
    const next = structuredClone(draft);
    change(next);
    setDraft(next);
    if (Object.keys(errors).length) setErrors(remainingErrors(errors, validateFestival(next)));
  };
  const props = { draft, update, errors };

  const submit = async () => {
    if (saving) return;
    const found = validateFestival(draft);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const saved = await createFestival(toCreatePayload(draft));
      queryClient.setQueryData(festivalKeys.managed(saved.id), saved);
      session.remove(DRAFT_KEY);
      showSnackbar(t("festivalOrganiser.form.create.created"), "success");
      navigate(paths.tournamentOverview.href(lang, saved.id));
      window.scrollTo(0, 0);
    } catch (failure) {
      setErrors(saveErrorsOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const toLogin = (register: boolean) => {
    session.set(DRAFT_KEY, JSON.stringify(draft));
    storePostLoginTarget(`${paths.createTournament.href(lang)}?mode=funino`);
    navigate(register ? paths.register.href(lang) : paths.login.href(lang));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t("festivalOrganiser.form.create.intro")}</Text>
        <Section id="festival-basics" title={t("festivalOrganiser.form.sections.basics")}>
          <FestivalBasicsFields {...props} />
        </Section>
        <Section id="festival-teams" title={t("festivalOrganiser.form.sections.teams")}>
          <FestivalTeamsFields {...props} />
        </Section>
        <Section id="festival-plan" title={t("festivalOrganiser.form.sections.plan")}>
          <FestivalPlanFields {...props} />
        </Section>
        <Section id="festival-results" title={t("festivalOrganiser.form.sections.results")}>
          <FestivalResultsFields {...props} />
        </Section>
        {errors.form ? (
          <Alert color="red" role="alert">
            {t(errors.form)}
          </Alert>
        ) : Object.keys(errors).length ? (
          <Alert color="red" role="alert">
            {t("festivalOrganiser.form.errors.fixFields")}
          </Alert>
        ) : null}
        {isAuthenticated ? (
          <Button type="submit" size="md" loading={saving}>
            {t("festivalOrganiser.form.create.submit")}
          </Button>
        ) : (
          <Alert color="blue" title={t("festivalOrganiser.form.create.loginTitle")}>
            <Stack gap="xs">
              <Text size="sm">{t("festivalOrganiser.form.create.loginNote")}</Text>
              <Button size="md" onClick={() => toLogin(false)}>
                {t("festivalOrganiser.form.create.login")}
              </Button>
              <Button size="md" variant="light" onClick={() => toLogin(true)}>
                {t("festivalOrganiser.form.create.register")}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
