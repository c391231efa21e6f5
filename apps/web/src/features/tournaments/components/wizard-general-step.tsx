import {
  Accordion,
  Button,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LogoUpload } from "../../../components/logo-upload.tsx";
import { getAgeGroupsQueryOptions } from "../../../lib/api/get-age-groups.ts";
import { getContactQueryOptions } from "../../../lib/api/get-contact.ts";
import { getVenuesQueryOptions, type SavedVenue } from "../../../lib/api/get-venues.ts";
import { useSession } from "../../../lib/session-store.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { COUNTRY_CODES, countryCodeOf, countryName } from "../lib/countries.ts";
import {
  ageGroupLabel,
  type DraftGeneral,
  effectivePublicResults,
  filledSections,
  GENERAL_SECTIONS,
  type GeneralSection,
  type PublicResultsChoice,
  sectionOfField,
} from "../lib/wizard-draft.ts";
import { type StepProps, useFieldError } from "./wizard-steps.tsx";

const VISIBILITIES = ["public", "unlisted", "private"] as const;
const PUBLIC_RESULTS: readonly PublicResultsChoice[] = ["auto", "all", "resultsOnly", "none"];

/** A NumberInput's value as a whole number, or null when the field is empty or not a number. */
const wholeOrNull = (value: string | number): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null;

/** Street and postal code of a saved venue as the tournament's one-line address. */
const addressOf = (v: SavedVenue) => [v.street.trim(), v.postalCode.trim()].filter(Boolean).join(", ");

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

type SetGeneral = (change: (general: DraftGeneral) => void) => void;
type FieldError = (field: string) => string | undefined;
type TextHandler = (
  change: (general: DraftGeneral, value: string) => void,
) => (e: { currentTarget: { value: string } }) => void;

function VenueSection({
  general: g,
  set,
  err,
  venueText,
  lang,
  isAuthenticated,
}: {
  general: DraftGeneral;
  set: SetGeneral;
  err: FieldError;
  venueText: (field: "name" | "address" | "city") => (e: { currentTarget: { value: string } }) => void;
  lang: string;
  isAuthenticated: boolean;
}) {
  const { t } = useTranslation();
  const venues = useQuery({ ...getVenuesQueryOptions(), enabled: isAuthenticated });
  const saved = venues.data?.venues ?? [];
  const v = g.venue;
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, lang) })).sort((a, b) =>
        a.label.localeCompare(b.label, lang),
      ),
    [lang],
  );
  const pick = (id: string | null) =>
    set((general) => {
      const venue = saved.find((s) => s.id === id);
      if (!venue) {
        general.venue.venueId = "";
        return;
      }
      general.venue = {
        venueId: venue.id,
        name: venue.name,
        address: addressOf(venue),
        city: venue.city,
        country: countryCodeOf(venue.country, lang) ?? "",
        latitude: venue.latitude,
        longitude: venue.longitude,
      };
    });
  return (
    <Stack gap="sm">
      {isAuthenticated && saved.length > 0 ? (
        <Select
          label={t("organiser.general.savedVenue")}
          description={t("organiser.general.savedVenueHint")}
          placeholder={t("organiser.general.savedVenueNone")}
          value={v.venueId && saved.some((s) => s.id === v.venueId) ? v.venueId : null}
          onChange={pick}
          clearable
          data={saved.map((s) => ({ value: s.id, label: s.city ? `${s.name} (${s.city})` : s.name }))}
        />
      ) : null}
      <TextInput
        label={t("organiser.general.venueName")}
        value={v.name}
        onChange={venueText("name")}
        error={err("venue.name")}
        maxLength={200}
      />
      <TextInput
        label={t("organiser.general.address")}
        value={v.address}
        onChange={venueText("address")}
        error={err("venue.address")}
        maxLength={500}
        autoComplete="street-address"
      />
      <TextInput
        label={t("organiser.general.city")}
        value={v.city}
        onChange={venueText("city")}
        error={err("venue.city")}
        maxLength={120}
        autoComplete="address-level2"
      />
      <Select
        label={t("organiser.general.country")}
        value={v.country || null}
        onChange={(code) =>
          set((general) => {
            general.venue.country = code ?? "";
            general.venue.venueId = "";
          })
        }
        data={countries}
        searchable
        clearable
        error={err("venue.country")}
        nothingFoundMessage={t("organiser.general.countryNotFound")}
      />
    </Stack>
  );
}

function AgeGroupSection({ general: g, set, err }: { general: DraftGeneral; set: SetGeneral; err: FieldError }) {
  const { t } = useTranslation();
  const ageGroups = useQuery(getAgeGroupsQueryOptions());
  const list = ageGroups.data?.ageGroups ?? [];
  const options = list.map((a) => ({
    value: a.label,
    label: t("organiser.general.ageGroupOption", { label: a.label, youthClass: a.youthClass, year: a.birthYear }),
  }));
  if (g.ageGroup.label && !list.some((a) => a.label === g.ageGroup.label))
    options.push({ value: g.ageGroup.label, label: g.ageGroup.label });
  const derived =
    g.ageGroup.oldestBirthYear !== null ? ageGroupLabel({ ...g, ageGroup: { ...g.ageGroup, label: "" } }) : null;
  return (
    <Stack gap="sm">
      <Select
        label={t("organiser.general.ageGroup")}
        description={
          ageGroups.data
            ? t("organiser.general.ageGroupSeason", { season: ageGroups.data.season })
            : ageGroups.isError
              ? t("organiser.general.ageGroupsFailed")
              : undefined
        }
        placeholder={ageGroups.isPending ? t("organiser.loading") : t("organiser.general.ageGroupNone")}
        value={g.ageGroup.label || null}
        onChange={(label) =>
          set((general) => {
            general.ageGroup.label = label ?? "";
            // "U11" usually means "born in U11's year and younger": fill the range when it is still empty.
            const entry = list.find((a) => a.label === label);
            if (entry && general.ageGroup.oldestBirthYear === null) general.ageGroup.oldestBirthYear = entry.birthYear;
          })
        }
        data={options}
        clearable
        error={err("ageGroup.label")}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={t("organiser.general.oldestBirthYear")}
          value={g.ageGroup.oldestBirthYear ?? ""}
          onChange={(value) =>
            set((general) => {
              general.ageGroup.oldestBirthYear = wholeOrNull(value);
            })
          }
          min={1990}
          max={2100}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          error={err("ageGroup.oldestBirthYear")}
        />
        <NumberInput
          label={t("organiser.general.youngestBirthYear")}
          value={g.ageGroup.youngestBirthYear ?? ""}
          onChange={(value) =>
            set((general) => {
              general.ageGroup.youngestBirthYear = wholeOrNull(value);
            })
          }
          min={1990}
          max={2100}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          error={err("ageGroup.youngestBirthYear")}
        />
      </SimpleGrid>
      <Text size="xs">
        {derived && g.ageGroup.oldestBirthYear !== null
          ? t(
              g.ageGroup.youngestBirthYear !== null && g.ageGroup.youngestBirthYear !== g.ageGroup.oldestBirthYear
                ? "organiser.general.ageRangeSummaryBetween"
                : g.ageGroup.youngestBirthYear === g.ageGroup.oldestBirthYear
                  ? "organiser.general.ageRangeSummaryOnly"
                  : "organiser.general.ageRangeSummary",
              { oldest: g.ageGroup.oldestBirthYear, youngest: g.ageGroup.youngestBirthYear, label: derived },
            )
          : t("organiser.general.ageRangeHint")}
      </Text>
    </Stack>
  );
}

function VisibilitySection({ general: g, set }: { general: DraftGeneral; set: SetGeneral }) {
  const { t } = useTranslation();
  const automatic = effectivePublicResults({ ...g, publicResults: "auto" });
  return (
    <Stack gap="md">
      <Radio.Group
        label={t("organiser.general.visibility")}
        value={g.visibility}
        onChange={(value) =>
          set((general) => {
            general.visibility = VISIBILITIES.find((v) => v === value) ?? general.visibility;
          })
        }
      >
        <Stack gap="xs" mt="xs">
          {VISIBILITIES.map((v) => (
            <Radio
              key={v}
              value={v}
              label={t(`organiser.visibility.${v}`)}
              description={t(`organiser.general.visibilityHint.${v}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={t("organiser.general.publicResults")}
        value={g.publicResults}
        onChange={(value) =>
          set((general) => {
            general.publicResults = PUBLIC_RESULTS.find((p) => p === value) ?? general.publicResults;
          })
        }
      >
        <Stack gap="xs" mt="xs">
          {PUBLIC_RESULTS.map((p) => (
            <Radio
              key={p}
              value={p}
              label={t(`organiser.general.publicResultsOptions.${p}`)}
              description={
                p === "auto"
                  ? t("organiser.general.publicResultsAutoHint", {
                      choice: t(`organiser.general.publicResultsOptions.${automatic}`),
                    })
                  : t(`organiser.general.publicResultsHints.${p}`)
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

function RegistrationSection({
  general: g,
  set,
  err,
  text,
}: {
  general: DraftGeneral;
  set: SetGeneral;
  err: FieldError;
  text: TextHandler;
}) {
  const { t } = useTranslation();
  const lastDay = g.endDate && g.endDate > g.startDate ? g.endDate : g.startDate;
  return (
    <Stack gap="sm">
      <Switch
        label={t("organiser.general.registrationOpen")}
        description={t("organiser.general.registrationOpenHint")}
        checked={g.registration.open}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          set((general) => {
            general.registration.open = checked;
          });
        }}
        size="md"
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          type="date"
          label={t("organiser.general.deadline")}
          value={g.registration.deadline}
          max={lastDay || undefined}
          onChange={text((general, v) => {
            general.registration.deadline = v;
          })}
          error={err("registration.deadline")}
        />
        <NumberInput
          label={t("organiser.general.maxTeams")}
          value={g.registration.maxTeams ?? ""}
          onChange={(value) =>
            set((general) => {
              general.registration.maxTeams = wholeOrNull(value);
            })
          }
          min={2}
          max={256}
          allowDecimal={false}
          allowNegative={false}
          error={err("registration.maxTeams")}
        />
      </SimpleGrid>
      <Textarea
        label={t("organiser.general.feeNote")}
        description={t("organiser.general.feeNoteHint")}
        value={g.registration.feeNote}
        onChange={text((general, v) => {
          general.registration.feeNote = v;
        })}
        error={err("registration.feeNote")}
        autosize
        minRows={1}
        maxLength={500}
      />
    </Stack>
  );
}

function ContactSection({
  general: g,
  set,
  err,
  text,
  isAuthenticated,
}: {
  general: DraftGeneral;
  set: SetGeneral;
  err: FieldError;
  text: TextHandler;
  isAuthenticated: boolean;
}) {
  const { t } = useTranslation();
  const contact = useQuery({ ...getContactQueryOptions(), enabled: isAuthenticated });
  const club = contact.data;
  const clubHasContact = Boolean(club && (club.contactPerson || club.email || club.phone));
  return (
    <Stack gap="sm">
      {isAuthenticated && club && clubHasContact ? (
        <Button
          variant="light"
          onClick={() =>
            set((general) => {
              general.contact = {
                name: club.contactPerson ?? general.contact.name,
                email: club.email ?? general.contact.email,
                phone: club.phone ?? general.contact.phone,
              };
            })
          }
        >
          {t("organiser.general.useClubContact")}
        </Button>
      ) : null}
      <TextInput
        label={t("organiser.general.contactName")}
        value={g.contact.name}
        onChange={text((general, v) => {
          general.contact.name = v;
        })}
        error={err("contact.name")}
        maxLength={200}
        autoComplete="name"
      />
      <TextInput
        type="email"
        label={t("organiser.general.contactEmail")}
        value={g.contact.email}
        onChange={text((general, v) => {
          general.contact.email = v;
        })}
        error={err("contact.email")}
        maxLength={254}
        autoComplete="email"
      />
      <TextInput
        type="tel"
        label={t("organiser.general.contactPhone")}
        value={g.contact.phone}
        onChange={text((general, v) => {
          general.contact.phone = v;
        })}
        error={err("contact.phone")}
        maxLength={50}
        autoComplete="tel"
      />
    </Stack>
  );
}
