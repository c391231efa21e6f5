import { Accordion, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LogoUpload } from "../../../components/logo-upload.tsx";
import { useSession } from "../../../lib/session-store.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import {
  type DraftGeneral,
  filledSections,
  GENERAL_SECTIONS,
  type GeneralSection,
  sectionOfField,
} from "../lib/wizard-model.ts";
import { ContactSection, RegistrationSection, VisibilitySection } from "./wizard-general-sections.tsx";
import { AgeGroupSection, VenueSection } from "./wizard-general-venue.tsx";
import { type StepProps, useFieldError } from "./wizard-step-props.ts";

/**
 * The general step: name, dates and description always visible; venue, age group, visibility and results,
 * registration, contact and logo in collapsible sections (short on a phone). Sections with content or an
 * error are open.
 */
export function GeneralStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const err = useFieldError(errors);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const g = draft.general;
  const [open, setOpen] = useState<string[]>(() => filledSections(draft.general));
  const stepRef = useRef<HTMLDivElement>(null);

  // A failed "next" opens the sections with errors and then moves the focus to the first invalid field
  // (once its section is open, so the field can take the focus).
  const focusPending = useRef(false);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    focusPending.current = true;
    const withErrors = Object.keys(errors)
      .map(sectionOfField)
      .filter((s): s is GeneralSection => s !== null);
    if (withErrors.length) setOpen((current) => [...new Set([...current, ...withErrors])]);
  }, [errors]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again once a section has opened (and on new errors).
  useEffect(() => {
    if (!focusPending.current) return;
    const frame = requestAnimationFrame(() => {
      const field = stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!field) return;
      field.focus();
      if (document.activeElement === field) focusPending.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [open, errors]);

  const set = (change: (general: DraftGeneral) => void) => update((d) => change(d.general));
  const text =
    (change: (general: DraftGeneral, value: string) => void) => (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      set((general) => change(general, value));
    };
  // Typing over a venue copied from the saved ones makes it a venue of its own (its coordinates no longer apply).
  const venueText = (field: "name" | "address" | "city") =>
    text((general, value) => {
      general.venue[field] = value;
      general.venue.venueId = "";
      general.venue.latitude = null;
      general.venue.longitude = null;
    });

  return (
    <Stack gap="sm" ref={stepRef}>
      <TextInput
        label={t("organiser.general.name")}
        value={g.name}
        onChange={text((general, v) => {
          general.name = v;
        })}
        error={err("name")}
        required
        maxLength={120}
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          type="date"
          label={t("organiser.general.startDate")}
          value={g.startDate}
          onChange={text((general, v) => {
            general.startDate = v;
          })}
          error={err("startDate")}
          required
        />
        <TextInput
          type="date"
          label={t("organiser.general.endDate")}
          value={g.endDate}
          min={g.startDate || undefined}
          onChange={text((general, v) => {
            general.endDate = v;
          })}
          error={err("endDate")}
        />
      </SimpleGrid>
      <Text size="xs">{t("organiser.general.endDateHint")}</Text>
      <Textarea
        label={t("organiser.general.description")}
        value={g.description}
        onChange={text((general, v) => {
          general.description = v;
        })}
        error={err("description")}
        autosize
        minRows={2}
        maxLength={5000}
      />
      <Accordion multiple value={open} onChange={setOpen} variant="separated" order={3}>
        {GENERAL_SECTIONS.map((section) => (
          <Accordion.Item key={section} value={section}>
            <Accordion.Control>{t(`organiser.general.sections.${section}`)}</Accordion.Control>
            <Accordion.Panel>
              {section === "venue" ? (
                <VenueSection
                  general={g}
                  set={set}
                  err={err}
                  venueText={venueText}
                  lang={lang}
                  isAuthenticated={isAuthenticated}
                />
              ) : section === "ageGroup" ? (
                <AgeGroupSection general={g} set={set} err={err} />
              ) : section === "visibility" ? (
                <VisibilitySection general={g} set={set} />
              ) : section === "registration" ? (
                <RegistrationSection general={g} set={set} err={err} text={text} />
              ) : section === "contact" ? (
                <ContactSection general={g} set={set} err={err} text={text} isAuthenticated={isAuthenticated} />
              ) : isAuthenticated ? (
                <LogoUpload
                  label={t("organiser.general.logo")}
                  value={g.logoFileId || undefined}
                  onChange={(fileId) =>
                    set((general) => {
                      general.logoFileId = fileId ?? "";
                    })
                  }
                />
              ) : (
                // Uploads need an account; the visitor adds the logo after saving (which logs them in).
                <Text size="sm">{t("organiser.general.logoLogin")}</Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
