import { ACCENT, type EmbedTheme, type EmbedView, embedQuery, embedSnippet } from "@kickoff/domain/embed-options.ts";
import { Alert, ColorInput, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import type { ManagedTournament } from "../api/types.ts";
import { CopyField } from "./share-parts.tsx";

const PREVIEW_HEIGHT = 420;

/**
 * "Embed on your website": the club picks what the frame shows (schedule, tables, one team's matches), light or dark
 * and an accent colour, sees it in a preview and copies the iframe code (ADR 0019).
 */
export function EmbedBuilder({ tournament }: { tournament: ManagedTournament }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [view, setView] = useState<EmbedView>("schedule");
  const [team, setTeam] = useState<string | null>(tournament.teams[0]?.id ?? null);
  const [theme, setTheme] = useState<EmbedTheme>("light");
  const [accentText, setAccentText] = useState("");
  const accentValid = accentText === "" || ACCENT.test(accentText);
  const accent = accentText && accentValid ? accentText : null;
  const query = embedQuery({ view, team: view === "team" ? team : null, theme, accent });
  const url = `${window.location.origin}${paths.embed.href(lang, tournament.id)}${query}`;
  const embeddable = tournament.general.visibility !== "private" && tournament.status !== "draft";

  return (
    <Stack gap="sm" data-embed-builder>
      <Title order={2} size="h4">
        {t("organiser.share.embed.title")}
      </Title>
      <Text size="sm">{t("organiser.share.embed.hint")}</Text>
      {embeddable ? null : <Alert color="gray">{t("organiser.share.embed.notVisible")}</Alert>}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="embed-view-label">
          {t("organiser.share.embed.view")}
        </Text>
        <SegmentedControl
          aria-labelledby="embed-view-label"
          value={view}
          onChange={(value) => setView(value as EmbedView)}
          data={(["schedule", "tables", "team"] as const).map((v) => ({
            value: v,
            label: t(`organiser.share.embed.views.${v}`),
          }))}
          fullWidth
        />
      </Stack>
      {view === "team" ? (
        <Select
          label={t("organiser.share.embed.team")}
          data={tournament.teams.map((item) => ({ value: item.id, label: item.name }))}
          value={team}
          onChange={setTeam}
          allowDeselect={false}
          searchable
        />
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="embed-theme-label">
          {t("organiser.share.embed.theme")}
        </Text>
        <SegmentedControl
          aria-labelledby="embed-theme-label"
          value={theme}
          onChange={(value) => setTheme(value as EmbedTheme)}
          data={(["light", "dark"] as const).map((v) => ({ value: v, label: t(`organiser.share.embed.themes.${v}`) }))}
        />
      </Stack>
      <ColorInput
        label={t("organiser.share.embed.accent")}
        description={t("organiser.share.embed.accentHint")}
        placeholder="#1c7c3c"
        format="hex"
        // Typed or pasted from the club's website; the picker's sliders have no names for screen readers.
        withPicker={false}
        withEyeDropper={false}
        value={accentText}
        onChange={setAccentText}
        error={accentValid ? undefined : t("organiser.share.embed.accentInvalid")}
        maw={260}
      />
      <CopyField label={t("organiser.share.embed.code")} value={embedSnippet(url, tournament.general.name)} />
      <Text size="sm" fw={500}>
        {t("organiser.share.embed.preview")}
      </Text>
      <iframe
        key={url}
        src={url}
        title={t("organiser.share.embed.previewTitle")}
        height={PREVIEW_HEIGHT}
        style={{ width: "100%", border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
        loading="lazy"
      />
    </Stack>
  );
}
