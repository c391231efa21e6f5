import type { SavedVenue } from "@kickoff/domain/account-views.ts";
import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { getAgeGroupsQueryOptions } from "../../../lib/api/get-age-groups.ts";
import { getVenuesQueryOptions } from "../../../lib/api/get-venues.ts";
import { COUNTRY_CODES, countryCodeOf, countryName } from "../lib/countries.ts";
import { ageGroupLabel, type DraftGeneral } from "../lib/wizard-model.ts";
import { type FieldError, type SetGeneral, wholeOrNull } from "./wizard-step-props.ts";

/** Street and postal code of a saved venue as the tournament's one-line address. */
const addressOf = (v: SavedVenue) => [v.street.trim(), v.postalCode.trim()].filter(Boolean).join(", ");

/** Where it is played: a saved venue of the organiser, or typed in with its country. */
export function VenueSection({
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

/** The age group: a U-label from the list, or the birth-year range it is derived from. */
export function AgeGroupSection({ general: g, set, err }: { general: DraftGeneral; set: SetGeneral; err: FieldError }) {
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
