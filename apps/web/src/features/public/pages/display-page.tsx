import type { PublicPlan, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { Box, Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { type CSSProperties, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { useDocumentTitle } from "../../../lib/document-head.ts";
import { useLanguage } from "../../../lib/use-language.ts";
import { usePublicPlan } from "../api/get-public-plan.ts";
import { usePublicTournament } from "../api/get-public-tournament.ts";
import { DelayNotice } from "../components/delay-notice.tsx";
import {
  BracketView,
  MatchListView,
  NowView,
  PageTitle,
  PodiumView,
  px,
  QrView,
  RankingView,
  TablesView,
} from "../components/display-views.tsx";
import { LiveIndicator } from "../components/live-indicator.tsx";
import {
  clockText,
  contentBox,
  type DisplayData,
  displayData,
  displayPages,
  displayScale,
  localStamp,
  METRICS,
  type DisplayPage as Page,
  rotationSeconds,
  type Viewport,
} from "../lib/display-pages.ts";
import { teamNames } from "../lib/labels.ts";
import { useLiveTournament } from "../lib/use-live-tournament.ts";
import "../display.css";
import "../public.css";

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const readViewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

function useViewport(): Viewport {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    const onResize = () => setViewport(readViewport());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return viewport;
}

/** Page rotation: every `seconds` on, Space pauses and resumes, arrow keys step (and restart the wait). */
function useRotation(count: number, seconds: number, restartKey: unknown) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // A tournament that just ended starts again at its first page: the podium.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey is the trigger, not read.
  useEffect(() => setIndex(0), [restartKey]);
  useEffect(() => {
    if (paused || count < 2) return;
    // A timeout per page, not an interval: stepping with the arrow keys restarts the wait.
    const timer = setTimeout(() => setIndex((index + 1) % count), seconds * 1000);
    return () => clearTimeout(timer);
  }, [index, paused, count, seconds]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Space on a focused button presses that button; only the page's own Space is ours.
      if (event.target instanceof HTMLElement && event.target.closest("button, a, input, select, textarea")) return;
      if (event.key === " ") setPaused((p) => !p);
      else if (event.key === "ArrowRight") setIndex((i) => i + 1);
      else if (event.key === "ArrowLeft") setIndex((i) => i - 1 + Math.max(count, 1));
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count]);
  return { index: count > 0 ? index % count : 0, paused, togglePause: () => setPaused((p) => !p) };
}

function PageView({
  page,
  plan,
  tournament,
  data,
  now,
  url,
  qrSize,
}: {
  page: Page;
  plan: PublicPlan;
  tournament: PublicTournament | undefined;
  data: DisplayData;
  now: string;
  url: string;
  qrSize: number;
}) {
  const { t } = useTranslation();
  const names = useMemo(() => (tournament ? teamNames(tournament) : new Map<string, string>()), [tournament]);
  switch (page.kind) {
    case "now":
      return <NowView plan={plan} now={now} pitchIds={page.pitchIds} cols={page.cols} />;
    case "podium":
      return (
        <>
          <PageTitle>{t("public.sections.placements")}</PageTitle>
          <PodiumView ranking={data.ranking} />
        </>
      );
    case "over":
      return (
        <Stack align="center" justify="center" h="100%" gap={px(24)}>
          <PageTitle>{t("public.display.over")}</PageTitle>
          <Text style={{ fontSize: px(44) }} ta="center">
            {t("public.display.thanks")}
          </Text>
        </Stack>
      );
    case "ranking":
      return (
        <>
          <PageTitle>{t("public.sections.placements")}</PageTitle>
          <RankingView ranking={data.ranking} columns={page.columns} />
        </>
      );
    case "qr":
      return <QrView url={url} name={plan.name} size={qrSize} />;
  }
  if (!tournament) return null;
  switch (page.kind) {
    case "schedule":
      return (
        <>
          <PageTitle>{t("public.display.upcoming")}</PageTitle>
          <MatchListView tournament={tournament} names={names} matchIds={page.matchIds} last="stage" />
        </>
      );
    case "results":
      return (
        <>
          <PageTitle>{t("public.display.latestResults")}</PageTitle>
          <MatchListView tournament={tournament} names={names} matchIds={page.matchIds} last="score" />
        </>
      );
    case "tables":
      return (
        <>
          <PageTitle>{t("public.sections.tables")}</PageTitle>
          <TablesView tournament={tournament} names={names} chunks={page.chunks} cols={page.cols} />
        </>
      );
    case "bracket":
      return (
        <>
          <PageTitle>{t("public.sections.knockout")}</PageTitle>
          <BracketView tournament={tournament} names={names} columns={page.columns} />
        </>
      );
  }
}

/** Dots for the pages, the current one filled, and "2 / 7" for those who count. */
function PageIndicator({ index, count, paused }: { index: number; count: number; paused: boolean }) {
  const { t } = useTranslation();
  if (count < 2) return null;
  return (
    <Group gap={px(12)} wrap="nowrap" data-page-indicator={`${index + 1}/${count}`}>
      <Group gap={px(8)} wrap="nowrap" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else.
          <span key={i} className="display-dot" data-current={i === index || undefined} />
        ))}
      </Group>
      <Text fw={700} style={{ fontSize: px(28), whiteSpace: "nowrap" }}>
        <VisuallyHidden>{t("public.display.pageOf", { page: index + 1, count })}</VisuallyHidden>
        <span aria-hidden="true">
          {index + 1} / {count}
        </span>
      </Text>
      {paused ? (
        <Text fw={700} className="display-now" style={{ fontSize: px(28), whiteSpace: "nowrap" }}>
          {t("public.display.paused")}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * Display mode for a TV or projector at the venue: the screen filled like a slide, text readable from
 * 10 m, pages computed to fit the screen and rotating (Space pauses), a clock and a QR code to the page.
 * After the last match: the podium, the final ranking, bracket and tables. Live like the page itself.
 */
export function DisplayPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useParams().id ?? "";
  const { search } = useLocation();
  const planQuery = usePublicPlan(id);
  const pageQuery = usePublicTournament(id);
  const plan = planQuery.data;
  const tournament = pageQuery.data?.tournament;
  const live = useLiveTournament(id, plan?.version ?? null, plan !== undefined);
  const clock = useClock();
  const viewport = useViewport();
  const reducedMotion = useReducedMotion();
  const now = localStamp(clock);
  const data = useMemo(() => (plan ? displayData(plan, tournament, now) : null), [plan, tournament, now]);
  const pages = useMemo(() => (data ? displayPages(data, viewport) : []), [data, viewport]);
  const rotation = useRotation(pages.length, rotationSeconds(search), data?.over);
  useDocumentTitle(`${plan?.name ?? t("pages.tournament.title")} · ${t("app.name")}`);

  // Both payloads before the first page: else a finished tournament flashes "it is over" before its podium.
  if (planQuery.isPending || (plan && pageQuery.isPending)) return <LoadingScreen />;
  if (!plan || !data) {
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
  const page = pages[rotation.index];
  const url = `${window.location.origin}${paths.tournament.href(lang, plan.id)}`;
  const scale = displayScale(viewport);
  const qrSize = Math.round(Math.max(160, Math.min(contentBox(viewport).height - 60, 720)) * scale);

  return (
    <Box
      component="main"
      className="display-root"
      style={{ "--ds": scale, padding: px(METRICS.padding) } as CSSProperties}
      data-reduced-motion={reducedMotion || undefined}
    >
      {/* Wraps on a phone: title first, then clock and QR code, nothing past the edge. */}
      <header
        className="display-header"
        style={{ minHeight: px(METRICS.header), marginBottom: px(METRICS.gap) }}
        data-display-header
      >
        <Stack gap={px(8)} miw={0} style={{ flex: "1 1 20rem" }}>
          <Title order={1} className="display-name" style={{ fontSize: px(56) }}>
            {plan.name}
          </Title>
          <Group gap={px(24)} wrap="wrap">
            <LiveIndicator status={live} size="xl" />
            <DelayNotice minutes={tournament?.delayMinutes ?? 0} badge />
            <PageIndicator index={rotation.index} count={pages.length} paused={rotation.paused} />
            {pages.length > 1 ? (
              <Button
                variant="default"
                size="md"
                onClick={rotation.togglePause}
                aria-pressed={rotation.paused}
                aria-keyshortcuts="Space"
                title={t("public.display.keys")}
              >
                {rotation.paused ? t("public.display.resume") : t("public.display.pause")}
              </Button>
            ) : null}
          </Group>
        </Stack>
        <Group gap={px(32)} wrap="wrap" align="center">
          <Text
            fw={800}
            ff="monospace"
            style={{ fontSize: px(80), whiteSpace: "nowrap" }}
            aria-label={t("public.display.clock")}
          >
            <time dateTime={clock.toISOString()}>{clockText(clock, lang)}</time>
          </Text>
          {page?.kind === "qr" ? null : (
            <Stack gap={0} align="center">
              <QrCode
                value={url}
                label={t("public.share.qrLabel", { name: plan.name })}
                size={Math.round(116 * scale)}
              />
              <Text style={{ fontSize: px(20) }}>{t("public.display.scan")}</Text>
            </Stack>
          )}
        </Group>
      </header>
      <Box
        key={`${page?.kind}-${rotation.index}`}
        className={reducedMotion ? "display-page" : "display-page display-page-fade"}
        data-page={page?.kind}
      >
        {page ? (
          <PageView page={page} plan={plan} tournament={tournament} data={data} now={now} url={url} qrSize={qrSize} />
        ) : null}
      </Box>
    </Box>
  );
}
