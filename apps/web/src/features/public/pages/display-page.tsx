import type { PublicPlan, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { Box, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import type { TFunction } from "i18next";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { usePublicPlan } from "../api/get-public-plan.ts";
import { usePublicTournament } from "../api/get-public-tournament.ts";
import { GroupTable } from "../components/group-tables.tsx";
import { LiveIndicator } from "../components/live-indicator.tsx";
import { clockOf, pitchLabel, scoreText, teamNames } from "../lib/labels.ts";
import { useLiveTournament } from "../lib/use-live-tournament.ts";
import "../public.css";

/** Seconds each panel stays on screen. */
export const PANEL_SECONDS = 15;
/** Group tables per panel. */
const TABLES_PER_PANEL = 2;

type PlanMatch = PublicPlan["pitches"][number]["matches"][number];

/** The device's local time as the plan writes it ("2030-05-04T10:12"): plans have no time zone. */
export function localStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Per pitch: the match being played (marked live, else not finished and on the clock now) and the
 * next one still to come.
 */
export function nowAndNext(plan: PublicPlan, now: string) {
  return plan.pitches.map((pitch) => {
    const current =
      pitch.matches.find((m) => m.status === "live") ??
      pitch.matches.find((m) => m.status === "scheduled" && m.start <= now && now < m.end) ??
      null;
    const after = current ? pitch.matches.indexOf(current) + 1 : 0;
    const next = pitch.matches.slice(after).find((m) => m.status === "scheduled") ?? null;
    return { pitch, current, next };
  });
}

/** The wall clock as the kick-offs are written: 24 hours in every language ("07:01", "19:30"). */
export function clockText(date: Date, lang: string) {
  return date.toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function side(name: string, label: PlanMatch["homeLabel"], t: TFunction) {
  return label ? t(`engine.${label.key}`, label.params) : name;
}

function MatchLine({ match, kind }: { match: PlanMatch; kind: "now" | "next" }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text fz={{ base: 20, sm: 28 }} fw={700} c={kind === "now" ? "red.9" : "dark.9"} className="display-kind">
        {kind === "now" ? t("public.display.now") : t("public.display.next", { time: clockOf(match.start) })}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text fz={{ base: 24, sm: 40 }} fw={700} style={{ overflowWrap: "anywhere" }} miw={0}>
          {side(match.home, match.homeLabel, t)} – {side(match.away, match.awayLabel, t)}
        </Text>
        {match.result ? (
          <Text fz={{ base: 32, sm: 56 }} fw={900} data-score>
            {scoreText(match.result)}
          </Text>
        ) : null}
      </Group>
    </Box>
  );
}

function NowPanel({ plan, now }: { plan: PublicPlan; now: string }) {
  const { t } = useTranslation();
  const rows = nowAndNext(plan, now);
  return (
    <SimpleGrid cols={rows.length > 3 ? 2 : 1} spacing="xl">
      {rows.map(({ pitch, current, next }) => (
        <Box key={pitch.id} p="md" style={{ border: "3px solid var(--mantine-color-dark-9)", borderRadius: 12 }}>
          <Title order={2} fz={{ base: 24, sm: 36 }}>
            {pitchLabel(pitch.name, t)}
          </Title>
          {current ? <MatchLine match={current} kind="now" /> : null}
          {next ? <MatchLine match={next} kind="next" /> : null}
          {!current && !next ? <Text fz={28}>{t("public.display.pitchDone")}</Text> : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ResultsPanel({ plan }: { plan: PublicPlan }) {
  const { t } = useTranslation();
  const finished = plan.pitches
    .flatMap((p) => p.matches)
    .filter((m) => m.result)
    .sort((a, b) => b.start.localeCompare(a.start))
    .slice(0, 8);
  return (
    <Stack gap="sm">
      <Title order={2} fz={40}>
        {t("public.display.latestResults")}
      </Title>
      {finished.map((m) => (
        <Group key={m.id} justify="space-between" wrap="nowrap">
          <Text fz={34} style={{ overflowWrap: "anywhere" }}>
            {clockOf(m.start)} · {side(m.home, m.homeLabel, t)} – {side(m.away, m.awayLabel, t)}
          </Text>
          <Text fz={40} fw={900}>
            {m.result ? scoreText(m.result) : ""}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

type Panel = { key: string; render: () => ReactNode };

function panelsFor(
  plan: PublicPlan,
  tournament: PublicTournament | undefined,
  names: ReadonlyMap<string, string>,
  now: string,
) {
  const panels: Panel[] = [{ key: "now", render: () => <NowPanel plan={plan} now={now} /> }];
  if (tournament && tournament.publicResults === "all") {
    for (let i = 0; i < tournament.standings.length; i += TABLES_PER_PANEL) {
      const chunk = tournament.standings.slice(i, i + TABLES_PER_PANEL);
      panels.push({
        key: `tables-${i}`,
        render: () => (
          <SimpleGrid cols={chunk.length} spacing="xl">
            {chunk.map((s) => (
              <GroupTable key={s.group} standings={s} names={names} myTeam={null} large />
            ))}
          </SimpleGrid>
        ),
      });
    }
  }
  if (plan.publicResults !== "none" && plan.pitches.some((p) => p.matches.some((m) => m.result))) {
    panels.push({ key: "results", render: () => <ResultsPanel plan={plan} /> });
  }
  return panels;
}

/**
 * Display mode for a TV or projector at the venue: now and next per pitch, tables, latest results in
 * panels that change every 15 s, a clock and a large QR code to the page. Live like the page itself.
 */
export function DisplayPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useParams().id ?? "";
  const planQuery = usePublicPlan(id);
  const pageQuery = usePublicTournament(id);
  const plan = planQuery.data;
  const tournament = pageQuery.data?.tournament;
  const live = useLiveTournament(id, plan?.version ?? null, plan !== undefined);
  const now = useClock();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const names = useMemo(() => (tournament ? teamNames(tournament) : new Map<string, string>()), [tournament]);
  const panels = plan ? panelsFor(plan, tournament, names, localStamp(now)) : [];
  const count = panels.length;
  useDocumentTitle(`${plan?.name ?? t("pages.tournament.title")} · ${t("app.name")}`);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), PANEL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (planQuery.isPending) return <LoadingScreen />;
  if (!plan) {
    return (
      <Stack p="xl">
        <Title order={1}>{t("pages.tournament.title")}</Title>
        <Title order={2} size="h3">
          {t("public.page.notFoundTitle")}
        </Title>
        <Text>{t("public.page.notFound")}</Text>
      </Stack>
    );
  }
  const panel = panels[index % Math.max(count, 1)];
  const pageUrl = `${window.location.origin}${paths.tournament.href(lang, plan.id)}`;

  return (
    <Box
      className="public-display"
      data-reduced-motion={reducedMotion || undefined}
      style={{
        position: "fixed",
        inset: 0,
        zIndex: 1000,
        background: "var(--mantine-color-body)",
        overflow: "auto",
      }}
      px={{ base: "md", sm: "xl" }}
      py={{ base: "md", sm: "lg" }}
    >
      {/* Wraps on a phone: title first, then clock and QR code, nothing past the edge. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="lg" data-display-header>
        <Stack gap={4} miw={0} style={{ flex: "1 1 16rem" }}>
          <Title order={1} fz={{ base: 28, sm: 48 }} style={{ overflowWrap: "anywhere" }}>
            {plan.name}
          </Title>
          <Group gap="md">
            <LiveIndicator status={live} size="xl" />
            <Button variant="default" size="xs" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
              {paused ? t("public.display.resume") : t("public.display.pause")}
            </Button>
            {count > 1 ? (
              <Text fz="lg" aria-hidden="true">
                {(index % count) + 1} / {count}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group gap="lg" wrap="wrap" align="center">
          <Text
            fz={{ base: 40, sm: 64 }}
            fw={800}
            ff="monospace"
            aria-label={t("public.display.clock")}
            style={{ whiteSpace: "nowrap" }}
          >
            <time dateTime={now.toISOString()}>{clockText(now, lang)}</time>
          </Text>
          <Stack gap={0} align="center">
            <QrCode value={pageUrl} label={t("public.share.qrLabel", { name: plan.name })} size={180} />
            <Text fz="md">{t("public.display.scan")}</Text>
          </Stack>
        </Group>
      </Group>
      <Box key={panel?.key} className={reducedMotion ? undefined : "public-display-panel"} aria-live="off">
        {panel?.render()}
      </Box>
    </Box>
  );
}
