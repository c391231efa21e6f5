import { Button, NumberInput, Radio, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getContactQueryOptions } from "../../../lib/api/get-contact.ts";
import { type DraftGeneral, effectivePublicResults, type PublicResultsChoice } from "../lib/wizard-model.ts";
import { type FieldError, type SetGeneral, type TextHandler, wholeOrNull } from "./wizard-step-props.ts";

const VISIBILITIES = ["public", "unlisted", "private"] as const;
const PUBLIC_RESULTS: readonly PublicResultsChoice[] = ["auto", "all", "resultsOnly", "none"];

/** Who sees the tournament, and what the public page shows of it. */
export function VisibilitySection({ general: g, set }: { general: DraftGeneral; set: SetGeneral }) {
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

/** Whether clubs can register online, until when, how many, for what fee. */
export function RegistrationSection({
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
      <Switch
        label={t("organiser.general.autoPromote")}
        description={t("organiser.general.autoPromoteHint")}
        checked={g.registration.autoPromote ?? false}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          set((general) => {
            general.registration.autoPromote = checked;
          });
        }}
        size="md"
      />
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

/** Whom to ask: the organiser's contact, copied from the club profile when logged in. */
export function ContactSection({
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
