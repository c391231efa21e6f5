import {
  Accordion,
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session-store.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { RegistrationSection } from "../components/wizard-general-sections.tsx";
import { VenueSection } from "../components/wizard-general-venue.tsx";
import type { DraftGeneral } from "../lib/wizard-model.ts";
import {
  addPastedTeams,
  benchCount,
  defaultPitchCount,
  emptyTeam,
  FESTIVAL_FORMATS,
  type FestivalDraft,
  type FestivalErrors,
  FUNINO_TEAMS_MAX,
  festivalAgeGroups,
  isFuninoAgeGroup,
  pitchCountOf,
  roundCountOf,
  suggestedFormats,
  withAgeGroup,
  youthClassOf,
} from "./festival-form-model.ts";

// The festival form's sections, shared by the create form and the settings of a saved festival.

export type FestivalUpdate = (change: (d: FestivalDraft) => void) => void;
type SectionProps = { draft: FestivalDraft; update: FestivalUpdate; errors: FestivalErrors };

/** The translated message of a field's error (full i18n keys), or undefined. */
export function useFestivalError(errors: FestivalErrors) {
  const { t } = useTranslation();
  return (field: string) => (errors[field] ? t(errors[field]) : undefined);
}

const whole = (value: string | number): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null;

/** Name, day, venue, age group and format. */
export function FestivalBasicsFields({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const err = useFestivalError(errors);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const g = draft.general;
  const venueOpen = [g.venue.name, g.venue.address, g.venue.city, g.venue.country].some((x) => x.trim());
  const [open, setOpen] = useState<string | null>(venueOpen ? "venue" : null);
  const venueError = Object.keys(errors).some((f) => f.startsWith("general.venue."));
  const setGeneral = (change: (general: DraftGeneral) => void) => update((d) => change(d.general));
  const venueText = (field: "name" | "address" | "city") => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setGeneral((general) => {
      general.venue[field] = value;
      general.venue.venueId = "";
      general.venue.latitude = null;
      general.venue.longitude = null;
    });
  };
  const ageGroups = festivalAgeGroups(g.startDate);
  const label = g.ageGroup.label;
  const youthClass = youthClassOf(label);
  const formats = suggestedFormats(label);
  const ageOptions = ageGroups.map((a) => ({
    value: a.label,
    label: t("festivalOrganiser.form.basics.ageGroupOption", {
      label: a.label,
      youthClass: a.youthClass,
      year: a.birthYear,
      formats: suggestedFormats(a.label)
        .map((f) => t(`festivalOrganiser.form.formats.${f}`))
        .join(" / "),
    }),
  }));
  if (label && !ageGroups.some((a) => a.label === label)) ageOptions.push({ value: label, label });

  return (
    <Stack gap="sm">
      <TextInput
        label={t("festivalOrganiser.form.basics.name")}
        placeholder={t("festivalOrganiser.form.basics.namePlaceholder")}
        value={g.name}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setGeneral((general) => {
            general.name = value;
          });
        }}
        error={err("general.name")}
        required
        maxLength={120}
      />
      <TextInput
        type="date"
        label={t("festivalOrganiser.form.basics.date")}
        value={g.startDate}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setGeneral((general) => {
            general.startDate = value;
            // Another season: the age group's birth year moves with it.
            const entry = festivalAgeGroups(value).find((a) => a.label === general.ageGroup.label);
            if (entry && /^\d{4}-\d{2}-\d{2}$/.test(value)) general.ageGroup.oldestBirthYear = entry.birthYear;
          });
        }}
        error={err("general.startDate")}
        required
      />
      <Accordion
        value={open ?? (venueError ? "venue" : null)}
        onChange={setOpen}
        variant="separated"
        order={3}
        chevronPosition="right"
      >
        <Accordion.Item value="venue">
          <Accordion.Control>
            {g.venue.name.trim()
              ? t("festivalOrganiser.form.basics.venueNamed", { name: g.venue.name.trim() })
              : t("festivalOrganiser.form.basics.venue")}
          </Accordion.Control>
          <Accordion.Panel>
            <VenueSection
              general={g}
              set={setGeneral}
              err={(field) => err(`general.${field}`)}
              venueText={venueText}
              lang={lang}
              isAuthenticated={isAuthenticated}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Select
        label={t("festivalOrganiser.form.basics.ageGroup")}
        description={t("festivalOrganiser.form.basics.ageGroupHint")}
        placeholder={t("festivalOrganiser.form.basics.ageGroupNone")}
        data={ageOptions}
        value={label || null}
        onChange={(value) => update((d) => Object.assign(d, withAgeGroup(d, value ?? "")))}
        clearable
        allowDeselect
        error={err("general.ageGroup.label") ?? err("general.ageGroup.oldestBirthYear")}
      />
      <Radio.Group
        label={t("festivalOrganiser.form.basics.format")}
        description={
          youthClass && formats.length
            ? t(
                `festivalOrganiser.form.basics.formatSuggestion.${youthClass === "G" || youthClass === "F" ? youthClass : "E"}`,
                {
                  label,
                },
              )
            : t("festivalOrganiser.form.basics.formatHint")
        }
        value={draft.config.format}
        onChange={(value) =>
          update((d) => {
            d.config.format = value as FestivalDraft["config"]["format"];
          })
        }
        error={err("config.format")}
      >
        <Group gap="md" mt="xs">
          {FESTIVAL_FORMATS.map((f) => (
            <Radio
              key={f}
              value={f}
              label={
                formats.includes(f)
                  ? t("festivalOrganiser.form.basics.formatRecommended", {
                      format: t(`festivalOrganiser.form.formats.${f}`),
                    })
                  : t(`festivalOrganiser.form.formats.${f}`)
              }
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}

/** "HH:mm" plus minutes, within the day. */
function addMinutes(time: string, minutes: number): string | null {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return null;
  const total = (Number(m[1]) * 60 + Number(m[2]) + minutes) % 1440;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * Plan type, pitches, rounds and times, top pitch, draw rule, first-round pairing, rematches. `locked`: the
 * festival has started, so plan type, pairing, pitches and top pitch are fixed (the server refuses them).
 */
export function FestivalPlanFields({ draft, update, errors, locked = false }: SectionProps & { locked?: boolean }) {
  const { t } = useTranslation();
  const err = useFestivalError(errors);
  const c = draft.config;
  const teamCount = draft.teams.length;
  const pitches = pitchCountOf(c, teamCount);
  const rounds = roundCountOf(c, teamCount);
  const ladder = c.planType === "ladder";
  const set = (change: (config: FestivalDraft["config"]) => void) => update((d) => change(d.config));
  const end = addMinutes(c.startTime, rounds * (c.roundMinutes + c.breakMinutes) - c.breakMinutes);
  return (
    <Stack gap="md">
      {locked ? (
        <Alert color="blue" role="status">
          {t("festivalOrganiser.form.plan.lockedNote")}
        </Alert>
      ) : null}
      <Radio.Group
        label={t("festivalOrganiser.form.plan.planType")}
        value={c.planType}
        onChange={(value) =>
          set((config) => {
            config.planType = value as typeof config.planType;
          })
        }
        error={err("config.planType")}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="ladder"
            disabled={locked}
            label={t("festivalOrganiser.form.plan.ladder")}
            description={t("festivalOrganiser.form.plan.ladderHint")}
          />
          <Radio
            value="fixed"
            disabled={locked}
            label={t("festivalOrganiser.form.plan.fixed")}
            description={t("festivalOrganiser.form.plan.fixedHint")}
          />
        </Stack>
      </Radio.Group>
      {/* The defaults under the inputs: side by side, the inputs stay on one line when a hint wraps. */}
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={t("festivalOrganiser.form.plan.pitches")}
          description={t("festivalOrganiser.form.plan.pitchesHint", { count: defaultPitchCount(teamCount) })}
          inputWrapperOrder={["label", "input", "description", "error"]}
          value={pitches}
          onChange={(value) =>
            set((config) => {
              const n = whole(value);
              config.pitchCount = n === null || n === defaultPitchCount(teamCount) ? null : n;
            })
          }
          min={1}
          max={32}
          allowDecimal={false}
          allowNegative={false}
          disabled={locked}
          error={err("config.pitchCount")}
        />
        <NumberInput
          label={t(ladder ? "festivalOrganiser.form.plan.rounds" : "festivalOrganiser.form.plan.opponents")}
          description={t("festivalOrganiser.form.plan.roundsHint", { count: pitches + 1 })}
          inputWrapperOrder={["label", "input", "description", "error"]}
          value={rounds}
          onChange={(value) =>
            set((config) => {
              const n = whole(value);
              config.rounds = n === null || n === pitches + 1 ? null : n;
            })
          }
          min={1}
          max={40}
          allowDecimal={false}
          allowNegative={false}
          error={err("config.rounds")}
        />
        <NumberInput
          label={t("festivalOrganiser.form.plan.roundMinutes")}
          value={c.roundMinutes}
          onChange={(value) =>
            set((config) => {
              config.roundMinutes = whole(value) ?? 7;
            })
          }
          min={1}
          max={60}
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${t("festivalOrganiser.form.plan.minutesSuffix")}`}
          error={err("config.roundMinutes")}
        />
        <NumberInput
          label={t("festivalOrganiser.form.plan.breakMinutes")}
          value={c.breakMinutes}
          onChange={(value) =>
            set((config) => {
              config.breakMinutes = whole(value) ?? 3;
            })
          }
          min={0}
          max={60}
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${t("festivalOrganiser.form.plan.minutesSuffix")}`}
          error={err("config.breakMinutes")}
        />
      </SimpleGrid>
      <TextInput
        type="time"
        label={t("festivalOrganiser.form.plan.startTime")}
        value={c.startTime}
        onChange={(e) => {
          const value = e.currentTarget.value;
          set((config) => {
            config.startTime = value;
          });
        }}
        error={err("config.startTime")}
        required
      />
      <Text size="sm" role="status">
        {end
          ? t("festivalOrganiser.form.plan.summary", {
              count: rounds,
              minutes: c.roundMinutes,
              start: c.startTime,
              end,
            })
          : null}
      </Text>
      {ladder && pitches > 1 ? (
        <Radio.Group
          label={t("festivalOrganiser.form.plan.topPitch")}
          value={c.topPitch}
          onChange={(value) =>
            set((config) => {
              config.topPitch = value as typeof config.topPitch;
            })
          }
          error={err("config.topPitch")}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="first" disabled={locked} label={t("festivalOrganiser.form.plan.topFirst")} />
            <Radio
              value="last"
              disabled={locked}
              label={t("festivalOrganiser.form.plan.topLast", { count: pitches })}
            />
          </Stack>
        </Radio.Group>
      ) : null}
      {ladder ? (
        <Radio.Group
          label={t("festivalOrganiser.form.plan.drawRule")}
          description={t("festivalOrganiser.form.plan.drawRuleHint")}
          value={c.drawRule}
          onChange={(value) =>
            set((config) => {
              config.drawRule = value as typeof config.drawRule;
            })
          }
          error={err("config.drawRule")}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="previousLoserAdvances" label={t("festivalOrganiser.form.plan.drawPreviousLoser")} />
            <Radio value="lot" label={t("festivalOrganiser.form.plan.drawLot")} />
            <Radio value="decision" label={t("festivalOrganiser.form.plan.drawDecision")} />
          </Stack>
        </Radio.Group>
      ) : null}
      <Radio.Group
        label={t("festivalOrganiser.form.plan.pairing")}
        value={c.pairing}
        onChange={(value) =>
          set((config) => {
            config.pairing = value as typeof config.pairing;
          })
        }
        error={err("config.pairing")}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="draw" disabled={locked} label={t("festivalOrganiser.form.plan.pairingDraw")} />
          <Radio
            value="strength"
            disabled={locked}
            label={t("festivalOrganiser.form.plan.pairingStrength")}
            description={t("festivalOrganiser.form.plan.pairingStrengthHint")}
          />
        </Stack>
      </Radio.Group>
      {ladder ? (
        <Switch
          label={t("festivalOrganiser.form.plan.avoidRematches")}
          description={t("festivalOrganiser.form.plan.avoidRematchesHint")}
          checked={c.avoidRematches}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            set((config) => {
              config.avoidRematches = checked;
            });
          }}
        />
      ) : null}
    </Stack>
  );
}

/** What is entered per pitch, whether outcomes are public, and who sees the festival. */
export function FestivalResultsFields({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const err = useFestivalError(errors);
  const c = draft.config;
  const g = draft.general;
  const dfb = isFuninoAgeGroup(g.ageGroup.label);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t("festivalOrganiser.form.results.entry")}
        value={c.entry}
        onChange={(value) =>
          update((d) => {
            d.config.entry = value as typeof d.config.entry;
          })
        }
        error={err("config.entry")}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="outcome" label={t("festivalOrganiser.form.results.entryOutcome")} />
          <Radio value="score" label={t("festivalOrganiser.form.results.entryScore")} />
        </Stack>
      </Radio.Group>
      <Switch
        label={t("festivalOrganiser.form.results.publicResults")}
        description={t(
          dfb ? "festivalOrganiser.form.results.publicResultsDfb" : "festivalOrganiser.form.results.publicResultsHint",
        )}
        checked={c.publicResults}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          update((d) => {
            d.config.publicResults = checked;
          });
        }}
      />
      <Radio.Group
        label={t("festivalOrganiser.form.results.visibility")}
        description={dfb ? t("festivalOrganiser.form.results.visibilityDfb") : undefined}
        value={g.visibility}
        onChange={(value) =>
          update((d) => {
            d.general.visibility = value as typeof d.general.visibility;
            d.visibilityChosen = true;
          })
        }
        error={err("general.visibility")}
      >
        <Stack gap="xs" mt="xs">
          {(["private", "unlisted", "public"] as const).map((v) => (
            <Radio
              key={v}
              value={v}
              label={t(`festivalOrganiser.form.results.visibilityOptions.${v}`)}
              description={t(`festivalOrganiser.form.results.visibilityHints.${v}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text fw={700}>{t("organiser.general.sections.registration")}</Text>
      <RegistrationSection
        general={g}
        set={(change) => update((d) => change(d.general))}
        err={(field) => err(`general.${field}`)}
        text={(change) => (e) => {
          const value = e.currentTarget.value;
          update((d) => change(d.general, value));
        }}
      />
    </Stack>
  );
}

const STRENGTHS = [1, 2, 3, 4, 5, 6];

/** The team list with its count, the bench note, rows to edit and a box to paste a whole list into. */
export function FestivalTeamsFields({
  draft,
  update,
  errors,
  onRemove,
}: SectionProps & {
  /** Asked before a saved team is removed (after the start: withdraw); answers whether to go on. */
  onRemove?: (index: number) => boolean;
}) {
  const { t } = useTranslation();
  const err = useFestivalError(errors);
  const [paste, setPaste] = useState("");
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const teams = draft.teams;
  const byStrength = draft.config.pairing === "strength";
  const bench = benchCount(draft.config, teams.length);
  const full = teams.length >= FUNINO_TEAMS_MAX;

  const addPasted = () => {
    const result = addPastedTeams(teams, paste);
    update((d) => {
      d.teams = result.teams;
    });
    setPaste("");
    setPasteNote(
      result.skipped
        ? t("festivalOrganiser.form.teams.pasteSkipped", {
            count: result.added,
            skipped: result.skipped,
            max: FUNINO_TEAMS_MAX,
          })
        : t("festivalOrganiser.form.teams.pasteAdded", { count: result.added }),
    );
  };

  return (
    <Stack gap="sm">
      <Text fw={600} role="status" aria-live="polite">
        {t("festivalOrganiser.form.teams.count", { count: teams.length })}
        {bench === 1 && teams.length % 2 === 1 ? ` · ${t("festivalOrganiser.form.teams.oddNote")}` : null}
        {bench > 1 || (bench === 1 && teams.length % 2 === 0)
          ? ` · ${t("festivalOrganiser.form.teams.benchNote", { count: bench })}`
          : null}
      </Text>
      {teams.length < 2 ? <Text size="sm">{t("festivalOrganiser.form.teams.tooFewNote")}</Text> : null}
      {errors.teams ? (
        <Text c="red" size="sm" role="alert">
          {err("teams")}
        </Text>
      ) : null}
      <Stack gap="xs">
        {teams.map((team, i) => (
          <Paper key={team.key} withBorder p="xs" radius="sm">
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  style={{ flex: 1 }}
                  label={t("festivalOrganiser.form.teams.name", { n: i + 1 })}
                  value={team.name}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    update((d) => {
                      const row = d.teams[i];
                      if (row) row.name = value;
                    });
                  }}
                  error={err(`teams.${i}.name`)}
                  maxLength={80}
                  required
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={errors[`teams.${i}.name`] ? 22 : 2}
                  aria-label={t("festivalOrganiser.form.teams.remove", { name: team.name || i + 1 })}
                  onClick={() => {
                    if (onRemove && !onRemove(i)) return;
                    update((d) => {
                      d.teams.splice(i, 1);
                    });
                  }}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
              <SimpleGrid cols={byStrength ? 3 : 2} spacing="xs">
                <TextInput
                  size="xs"
                  label={t("festivalOrganiser.form.teams.club")}
                  value={team.club}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    update((d) => {
                      const row = d.teams[i];
                      if (row) row.club = value;
                    });
                  }}
                  error={err(`teams.${i}.club`)}
                  maxLength={120}
                />
                <TextInput
                  size="xs"
                  label={t("festivalOrganiser.form.teams.bib")}
                  value={team.bib}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    update((d) => {
                      const row = d.teams[i];
                      if (row) row.bib = value;
                    });
                  }}
                  error={err(`teams.${i}.bib`)}
                  maxLength={30}
                />
                {byStrength ? (
                  <NativeSelect
                    size="xs"
                    label={t("festivalOrganiser.form.teams.strength")}
                    value={team.strength === null ? "" : String(team.strength)}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      update((d) => {
                        const row = d.teams[i];
                        if (row) row.strength = value ? Number(value) : null;
                      });
                    }}
                    data={[
                      { value: "", label: t("festivalOrganiser.form.teams.strengthNone") },
                      ...STRENGTHS.map((s) => ({ value: String(s), label: String(s) })),
                    ]}
                    error={err(`teams.${i}.strength`)}
                  />
                ) : null}
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {byStrength ? <Text size="xs">{t("festivalOrganiser.form.teams.strengthHint")}</Text> : null}
      <Button
        variant="light"
        disabled={full}
        onClick={() =>
          update((d) => {
            d.teams.push(emptyTeam(t("festivalOrganiser.form.teams.defaultName", { n: d.teams.length + 1 })));
          })
        }
      >
        {t("festivalOrganiser.form.teams.add")}
      </Button>
      <Textarea
        label={t("festivalOrganiser.form.teams.paste")}
        description={t("festivalOrganiser.form.teams.pasteHint")}
        placeholder={t("festivalOrganiser.form.teams.pastePlaceholder")}
        value={paste}
        onChange={(e) => setPaste(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={10}
        disabled={full}
      />
      <Button variant="default" onClick={addPasted} disabled={full || !paste.trim()}>
        {t("festivalOrganiser.form.teams.pasteAdd")}
      </Button>
      {pasteNote ? (
        <Text size="sm" role="status">
          {pasteNote}
        </Text>
      ) : null}
      {full ? <Text size="sm">{t("festivalOrganiser.form.teams.full", { max: FUNINO_TEAMS_MAX })}</Text> : null}
    </Stack>
  );
}
