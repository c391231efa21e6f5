import { Alert, Button, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { storePostLoginTarget } from "../../../app/post-login.ts";
import { useSession } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { session } from "../../../lib/storage.ts";
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
  FestivalFormErrorAlert,
  FestivalFormFrame,
  FestivalFormSection,
  useFestivalForm,
} from "./festival-form-frame.tsx";
import { emptyFestivalDraft, type FestivalDraft, toCreatePayload, validateFestival } from "./festival-form-model.ts";

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

/**
 * A new funino festival on one page (mobile first): basics, teams, plan, results and visibility; created with
 * funino/create, then on to the festival's control centre. `initialGeneral`: data carried over from the
 * tournament wizard.
 */
export function FestivalCreateForm({ initialGeneral }: { initialGeneral?: Partial<DraftGeneral> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const form = useFestivalForm({
    // Carried over from the wizard: a fresh festival with that data; else the tab's work in progress.
    initial: () => (initialGeneral ? emptyFestivalDraft(initialGeneral) : (readStoredDraft() ?? emptyFestivalDraft())),
    validate: validateFestival,
    save: (d) => createFestival(toCreatePayload(d)),
    onSaved: (saved) => {
      session.remove(DRAFT_KEY);
      showSnackbar(t("festivalOrganiser.form.create.created"), "success");
      navigate(paths.tournamentOverview.href(lang, saved.id));
      window.scrollTo(0, 0);
    },
  });
  const { draft, errors, saving, update } = form;

  useEffect(() => {
    session.set(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  const props = { draft, update, errors };

  const toLogin = (register: boolean) => {
    session.set(DRAFT_KEY, JSON.stringify(draft));
    storePostLoginTarget(`${paths.createTournament.href(lang)}?mode=funino`);
    navigate(register ? paths.register.href(lang) : paths.login.href(lang));
  };

  return (
    <FestivalFormFrame form={form}>
      <Text size="sm">{t("festivalOrganiser.form.create.intro")}</Text>
      <FestivalFormSection id="festival-basics" title={t("festivalOrganiser.form.sections.basics")} level={2}>
        <FestivalBasicsFields {...props} />
      </FestivalFormSection>
      <FestivalFormSection id="festival-teams" title={t("festivalOrganiser.form.sections.teams")} level={2}>
        <FestivalTeamsFields {...props} />
      </FestivalFormSection>
      <FestivalFormSection id="festival-plan" title={t("festivalOrganiser.form.sections.plan")} level={2}>
        <FestivalPlanFields {...props} />
      </FestivalFormSection>
      <FestivalFormSection id="festival-results" title={t("festivalOrganiser.form.sections.results")} level={2}>
        <FestivalResultsFields {...props} />
      </FestivalFormSection>
      <FestivalFormErrorAlert errors={errors} />
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
    </FestivalFormFrame>
  );
}
