import { VENUE_SURFACES, type Venue, VenuesUpdateSchema } from "@kickoff/domain/account-contracts.ts";
import type { SavedVenue } from "@kickoff/domain/account-views.ts";
import { ActionIcon, Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionForm } from "../../../components/section-form.tsx";
import { Section } from "../../../components/sections.tsx";

import { type FieldErrors, fieldErrorsFromIssues, formErrorOrSnackbar } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useSaveVenues } from "../api/save-venues.ts";

type VenueDraft = {
  /** A stable React key, also for venues not saved yet. */
  key: string;
  id?: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  pitches: string[];
  surface: Venue["surface"];
  indoor: boolean;
  latitude: number | null;
  longitude: number | null;
};

let nextKey = 0;
const newKey = () => `venue-${++nextKey}`;

const toDraft = (v: SavedVenue): VenueDraft => ({
  key: v.id,
  id: v.id,
  name: v.name,
  street: v.street,
  postalCode: v.postalCode,
  city: v.city,
  country: v.country,
  pitches: [...v.pitches],
  surface: v.surface,
  indoor: v.indoor,
  latitude: v.latitude,
  longitude: v.longitude,
});

const toPayload = ({ key: _key, ...venue }: VenueDraft) => venue;

/** The user's venues with their pitches; saved as one list (venues removed here are deleted). */
export function VenuesSection({ venues }: { venues: SavedVenue[] }) {
  const { t } = useTranslation();
  const save = useSaveVenues();
  const [drafts, setDrafts] = useState<VenueDraft[]>(() => venues.map(toDraft));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (index: number, patch: Partial<VenueDraft>) =>
    setDrafts((list) => list.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const addVenue = () =>
    setDrafts((list) => [
      ...list,
      {
        key: newKey(),
        name: "",
        street: "",
        postalCode: "",
        city: "",
        country: "",
        pitches: [t("account.venues.defaultPitch", { n: 1 })],
        surface: "grass",
        indoor: false,
        latitude: null,
        longitude: null,
      },
    ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = VenuesUpdateSchema.safeParse({ venues: drafts.map(toPayload) });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setDrafts(saved.venues.map(toDraft));
      showSnackbar(t("account.settings.saved"), "success");
    } catch (error) {
      setFormError(formErrorOrSnackbar(error));
    }
  };

  const error = (index: number, field: string) => fieldErrors[`venues.${index}.${field}`];

  return (
    <Section title={t("account.club.venues")} intro={t("account.venues.intro")} anchor="venues">
      <SectionForm
        label={t("account.club.venues")}
        onSubmit={submit}
        error={formError}
        gap="md"
        actionsJustify="space-between"
        actions={
          <>
            <Button variant="light" onClick={addVenue} disabled={drafts.length >= 50}>
              {t("account.club.addVenue")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("account.venues.save")}
            </Button>
          </>
        }
      >
        {drafts.length === 0 ? <Text size="sm">{t("account.venues.none")}</Text> : null}
        {drafts.map((venue, index) => {
          const venueLabel = venue.name.trim() || t("account.venues.numbered", { n: index + 1 });
          return (
            <Fieldset key={venue.key} legend={venueLabel} p="sm">
              <Stack gap="xs">
                <TextInput
                  label={t("account.fields.venueName")}
                  required
                  value={venue.name}
                  onChange={(e) => change(index, { name: e.currentTarget.value })}
                  error={error(index, "name")}
                />
                <TextInput
                  label={t("account.fields.street")}
                  autoComplete="off"
                  value={venue.street}
                  onChange={(e) => change(index, { street: e.currentTarget.value })}
                  error={error(index, "street")}
                />
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                  <TextInput
                    label={t("account.fields.postalCode")}
                    value={venue.postalCode}
                    onChange={(e) => change(index, { postalCode: e.currentTarget.value })}
                    error={error(index, "postalCode")}
                  />
                  <TextInput
                    label={t("account.fields.city")}
                    value={venue.city}
                    onChange={(e) => change(index, { city: e.currentTarget.value })}
                    error={error(index, "city")}
                  />
                  <TextInput
                    label={t("account.fields.country")}
                    value={venue.country}
                    onChange={(e) => change(index, { country: e.currentTarget.value })}
                    error={error(index, "country")}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Select
                    label={t("account.fields.surface")}
                    data={VENUE_SURFACES.map((value) => ({ value, label: t(`account.surface.${value}`) }))}
                    value={venue.surface}
                    onChange={(value) => value && change(index, { surface: value as Venue["surface"] })}
                    allowDeselect={false}
                  />
                  <Switch
                    mt={{ base: 0, xs: 30 }}
                    label={t("account.fields.indoor")}
                    checked={venue.indoor}
                    onChange={(e) => change(index, { indoor: e.currentTarget.checked })}
                  />
                </SimpleGrid>
                <Text fw={500} size="sm">
                  {t("account.fields.pitches")}
                </Text>
                {venue.pitches.map((pitch, p) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pitches are edited in place by position.
                  <Group key={p} gap="xs" wrap="nowrap" align="flex-start">
                    <TextInput
                      style={{ flex: 1 }}
                      label={t("account.venues.pitchLabel", { n: p + 1 })}
                      value={pitch}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        change(index, { pitches: venue.pitches.map((old, i) => (i === p ? value : old)) });
                      }}
                      error={error(index, `pitches.${p}`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      mt={25}
                      aria-label={t("account.venues.removePitch", { n: p + 1 })}
                      disabled={venue.pitches.length <= 1}
                      onClick={() => change(index, { pitches: venue.pitches.filter((_, i) => i !== p) })}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                {error(index, "pitches") ? (
                  <Text c="red.9" size="sm">
                    {error(index, "pitches")}
                  </Text>
                ) : null}
                <Group justify="space-between" gap="xs">
                  <Button
                    variant="light"
                    size="compact-sm"
                    disabled={venue.pitches.length >= 32}
                    onClick={() =>
                      change(index, {
                        pitches: [...venue.pitches, t("account.venues.defaultPitch", { n: venue.pitches.length + 1 })],
                      })
                    }
                  >
                    {t("account.club.addPitch")}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red.9"
                    size="compact-sm"
                    onClick={() => setDrafts((list) => list.filter((_, i) => i !== index))}
                    aria-label={t("account.venues.removeNamed", { name: venueLabel })}
                  >
                    {t("account.club.removeVenue")}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
      </SectionForm>
    </Section>
  );
}
