import { formatLocalDate } from "@kickoff/domain/local-dates.ts";
import { Alert, Button, Container, Group, Loader, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { storePostLoginTarget } from "../../../app/post-login.ts";
import { AppLink } from "../../../components/app-link.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { sessionStore, useSession } from "../../../lib/session-store.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { useManagedTournament } from "../api/get-managed-tournament.ts";
import { FormatStep } from "../components/wizard-format-step.tsx";
import { GeneralStep } from "../components/wizard-general-step.tsx";
import { PreviewStep } from "../components/wizard-preview.tsx";
import type { StepProps } from "../components/wizard-step-props.ts";
import { TeamsStep } from "../components/wizard-teams-step.tsx";
import { TimesStep } from "../components/wizard-times-step.tsx";
import { type CreateMode, CreateModeChoice, FuninoSuggestion } from "../festival-setup/create-mode-choice.tsx";
import { FestivalCreateForm } from "../festival-setup/festival-create-form.tsx";
import { DraftSaveError, saveDraft } from "../lib/save-draft.ts";
import { type DraftGeneral, emptyDraft, readDraft, WIZARD_STEPS, type WizardDraft } from "../lib/wizard-model.ts";
import { draftFromTournament } from "../lib/wizard-payloads.ts";
import {
  type FieldErrors,
  firstInvalidStep,
  formatErrorsFromServer,
  generalErrorsFromServer,
  validateStep,
} from "../lib/wizard-validation.ts";
import "../components/print.css";

const STEP_COMPONENTS = {
  general: GeneralStep,
  teams: TeamsStep,
  format: FormatStep,
  times: TimesStep,
  preview: PreviewStep,
} as const;

/** Create a tournament or edit one (with id): a step wizard with a live plan preview from the engine. */
export function CreateTournamentPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const lang = useLanguage();
  const navigate = useNavigate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const stored = useSession((s) => s.formObject);
  const managed = useManagedTournament(id ?? "", Boolean(id) && isAuthenticated);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new one: a tournament (the wizard) or a funino festival (?mode=funino, kept across the login).
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: CreateMode = !id && searchParams.get("mode") === "funino" ? "funino" : "tournament";
  const [carried, setCarried] = useState<Partial<DraftGeneral> | undefined>(undefined);
  const switchMode = (next: CreateMode, carry?: Partial<DraftGeneral>) => {
    setCarried(carry);
    setSearchParams(next === "funino" ? { mode: "funino" } : {}, { replace: true });
  };
  const title = t(
    id
      ? "organiser.wizard.editTitle"
      : mode === "funino"
        ? "festivalOrganiser.form.create.title"
        : "organiser.wizard.title",
  );
  useDocumentTitle(`${title} · ${t("app.name")}`);

  // A new tournament that was just saved keeps its draft while the URL changes to its id.
  const justSaved = useRef<string | null>(null);
  // A draft of an older shape is completed (readDraft), never thrown away.
  const storedDraft = readDraft(stored);
  const draft =
    storedDraft &&
    (storedDraft.tournamentId === id ||
      (!id && storedDraft.tournamentId && storedDraft.tournamentId === justSaved.current))
      ? storedDraft
      : null;
  useEffect(() => {
    if (storedDraft && storedDraft !== stored) sessionStore.set({ formObject: storedDraft });
  }, [stored, storedDraft]);

  // Start a draft: a fresh one, or the saved tournament's data when editing (once it is loaded).
  useEffect(() => {
    if (draft) return;
    if (!id)
      sessionStore.set({
        formObject: emptyDraft(
          (n) => t("organiser.teams.defaultName", { n }),
          (n) => t("organiser.times.defaultPitch", { n }),
        ),
      });
    else if (managed.data) sessionStore.set({ formObject: draftFromTournament(managed.data) });
  }, [draft, id, managed.data, t]);

  const update = (change: (d: WizardDraft) => void) => {
    const current = readDraft(sessionStore.get().formObject);
    if (!current) return;
    const next = structuredClone(current);
    change(next);
    sessionStore.set({ formObject: next });
  };

  const goTo = (step: number) => {
    if (!draft) return;
    if (step > draft.step) {
      const invalid = firstInvalidStep(draft, step);
      if (invalid !== null) {
        setErrors(validateStep(draft, WIZARD_STEPS[invalid] ?? "general"));
        update((d) => {
          d.step = invalid;
        });
        return;
      }
    }
    setErrors({});
    update((d) => {
      d.step = step;
    });
    headingRef.current?.focus();
  };

  const save = async (publish: boolean) => {
    const current = readDraft(sessionStore.get().formObject);
    if (!current || saving) return;
    const invalid = firstInvalidStep(current, WIZARD_STEPS.indexOf("publish"));
    if (invalid !== null) {
      goTo(invalid);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveDraft({ ...current, pendingSave: false }, publish);
      showSnackbar(t(publish ? "organiser.wizard.published" : "organiser.wizard.saved"), "success");
      if (publish) {
        sessionStore.set({ formObject: null });
        navigate(paths.tournamentOverview.href(lang, saved.id));
      } else {
        setSavedId(saved.id);
        justSaved.current = saved.id;
        sessionStore.set({ formObject: { ...draftFromTournament(saved), step: WIZARD_STEPS.indexOf("publish") } });
        if (saved.id !== id) navigate(paths.createTournament.href(lang, saved.id), { replace: true });
      }
    } catch (failure) {
      const error = failure instanceof DraftSaveError ? failure.cause : failure;
      const refused = error instanceof ApiError && error.code === "VALIDATION_FAILED";
      // Fields the general or format step shows: back to that step with the server's messages next to them.
      const step = failure instanceof DraftSaveError ? failure.step : null;
      const fieldErrors =
        error instanceof ApiError && error.status === 400 && step === "general" && refused
          ? generalErrorsFromServer(error.fields)
          : error instanceof ApiError && error.status === 400 && step === "format"
            ? formatErrorsFromServer(error.fields)
            : {};
      const backTo = Object.keys(fieldErrors).length > 0 ? step : null;
      if (backTo) setErrors(fieldErrors);
      else setErrors({ form: refused ? "errors.serverValidation" : "errors.saveFailed" });
      update((d) => {
        d.pendingSave = false;
        if (backTo) d.step = WIZARD_STEPS.indexOf(backTo);
      });
    } finally {
      setSaving(false);
    }
  };

  // Back from the login with a draft that asked to be saved: save it now.
  const pendingSave = Boolean(draft?.pendingSave);
  const autoSaveStarted = useRef(false);
  useEffect(() => {
    if (pendingSave && isAuthenticated && !autoSaveStarted.current) {
      autoSaveStarted.current = true;
      void save(false);
    }
  });

  const loginToSave = (register: boolean) => {
    update((d) => {
      d.pendingSave = true;
    });
    storePostLoginTarget(paths.createTournament.href(lang, id));
    navigate(register ? paths.register.href(lang) : paths.login.href(lang));
  };

  if (id && !isAuthenticated)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{title}</Title>
          <Alert color="blue">{t("organiser.loginNeeded")}</Alert>
          <Button
            onClick={() => {
              storePostLoginTarget(paths.createTournament.href(lang, id));
              navigate(paths.login.href(lang));
            }}
          >
            {t("organiser.login")}
          </Button>
        </Stack>
      </Container>
    );
  if (id && managed.isError)
    return (
      <Container size="sm" py="xl">
        <Title order={1}>{title}</Title>
        <Alert color="red" mt="md" role="alert">
          {t(
            managed.error instanceof ApiError && managed.error.status === 404
              ? "organiser.notFound"
              : "organiser.loadFailed",
          )}
        </Alert>
      </Container>
    );
  if (mode === "funino")
    return (
      <Container size="md" py="lg" px="sm">
        <Stack gap="md">
          <Title order={1} ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          <CreateModeChoice mode={mode} onChange={(next) => switchMode(next)} />
          <FestivalCreateForm initialGeneral={carried} />
        </Stack>
      </Container>
    );
  if (!draft)
    return (
      <Container size="sm" py="xl">
        <Loader aria-label={t("organiser.loading")} />
      </Container>
    );

  const step = Math.min(Math.max(draft.step, 0), WIZARD_STEPS.length - 1);
  const stepName = WIZARD_STEPS[step] ?? "general";
  const props: StepProps = { draft, update, errors };
  const StepComponent = stepName === "publish" ? null : STEP_COMPONENTS[stepName];

  return (
    <Container size="md" py="lg" px="sm">
      <Stack gap="md">
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {id ? null : <CreateModeChoice mode={mode} onChange={(next) => switchMode(next)} />}
        <nav aria-label={t("organiser.wizard.stepsLabel")} className="organiser-no-print">
          <Progress
            value={((step + 1) / WIZARD_STEPS.length) * 100}
            aria-label={t("organiser.wizard.progress", { step: step + 1, total: WIZARD_STEPS.length })}
            mb="xs"
          />
          <Group gap={4} wrap="wrap">
            {WIZARD_STEPS.map((s, i) => (
              <Button
                key={s}
                size="compact-sm"
                variant={i === step ? "filled" : "subtle"}
                aria-current={i === step ? "step" : undefined}
                onClick={() => goTo(i)}
              >
                {i + 1}. {t(`organiser.wizard.steps.${s}`)}
              </Button>
            ))}
          </Group>
        </nav>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wizard-step-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="wizard-step-title">
              {t("organiser.wizard.stepTitle", {
                step: step + 1,
                total: WIZARD_STEPS.length,
                name: t(`organiser.wizard.steps.${stepName}`),
              })}
            </Title>
            {errors.form ? (
              <Alert color="red" role="alert">
                {t(`organiser.${errors.form}`)}
              </Alert>
            ) : null}
            {StepComponent ? (
              <StepComponent {...props} />
            ) : (
              <PublishStep
                draft={draft}
                isAuthenticated={isAuthenticated}
                saving={saving}
                savedId={savedId ?? (draft.tournamentId && !draft.pendingSave ? draft.tournamentId : null)}
                onSave={save}
                onLogin={loginToSave}
              />
            )}
            {!id && stepName === "general" ? (
              <FuninoSuggestion general={draft.general} onSwitch={(carry) => switchMode("funino", carry)} />
            ) : null}
          </Stack>
        </Paper>
        <Group justify="space-between" className="organiser-no-print">
          <Button variant="default" size="md" disabled={step === 0} onClick={() => goTo(step - 1)}>
            {t("organiser.wizard.back")}
          </Button>
          {step < WIZARD_STEPS.length - 1 ? (
            <Button size="md" onClick={() => goTo(step + 1)}>
              {t("organiser.wizard.next")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Container>
  );
}

function PublishStep({
  draft,
  isAuthenticated,
  saving,
  savedId,
  onSave,
  onLogin,
}: {
  draft: WizardDraft;
  isAuthenticated: boolean;
  saving: boolean;
  savedId: string | null;
  onSave: (publish: boolean) => void;
  onLogin: (register: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Stack gap="sm">
      <Text>
        {t("organiser.publish.summary", {
          name: draft.general.name,
          teams: draft.teams.length,
          date: formatLocalDate(draft.general.startDate, lang),
        })}
      </Text>
      <Text size="sm">{t(`organiser.general.visibilityHint.${draft.general.visibility}`)}</Text>
      {savedId ? (
        <Alert color="green" role="status">
          <Stack gap={4}>
            <Text>{t("organiser.publish.savedNote")}</Text>
            <AppLink to={paths.tournamentOverview.href(lang, savedId)}>{t("organiser.publish.openOverview")}</AppLink>
          </Stack>
        </Alert>
      ) : null}
      {isAuthenticated ? (
        <Stack gap="xs">
          <Button size="md" loading={saving} onClick={() => onSave(true)}>
            {t("organiser.publish.saveAndPublish")}
          </Button>
          <Button size="md" variant="light" loading={saving} onClick={() => onSave(false)}>
            {t("organiser.publish.saveDraft")}
          </Button>
        </Stack>
      ) : draft.pendingSave && saving ? (
        <Loader aria-label={t("organiser.loading")} />
      ) : (
        <Alert color="blue" title={t("organiser.publish.loginTitle")}>
          <Stack gap="xs">
            <Text size="sm">{t("organiser.publish.loginNote")}</Text>
            <Button size="md" onClick={() => onLogin(false)}>
              {t("organiser.publish.loginAndSave")}
            </Button>
            <Button size="md" variant="light" onClick={() => onLogin(true)}>
              {t("organiser.publish.registerAndSave")}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
