import type { PublicMatch, PublicTournament } from "@kickoff/domain/public-contracts.ts";
import { knockoutCardHtml } from "@kickoff/domain/public-page-html.ts";
import { Box, Group, List, Stack, Text, Title } from "@mantine/core";
import { type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { plainTranslate } from "../lib/first-paint.ts";
import { pitchLabels, stageName } from "../lib/labels.ts";

const PLACEMENT_STAGES = new Set(["placement", "thirdPlace"]);

type Round = PublicTournament["knockout"][number];

const VIEWS = ["bracket", "list"] as const;

function RoundList({
  round,
  byId,
  headingOrder,
  names,
  myTeam,
  showScores,
  pitchName,
}: {
  round: Round;
  byId: ReadonlyMap<string, PublicMatch>;
  headingOrder: 3 | 4;
  names: ReadonlyMap<string, string>;
  myTeam: string | null;
  showScores: boolean;
  pitchName: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const ctx = { t: plainTranslate(t), names, myTeam, showScores, pitchNames: pitchName };
  const matches = round.matchIds.flatMap((id) => byId.get(id) ?? []);
  const first = matches[0];
  const title =
    round.stage === "placement" && first ? stageName(first, t) : t(`engine.${round.label.key}`, round.label.params);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} miw={190} style={{ flex: "1 0 190px" }}>
      <Title order={headingOrder} size="h5" id={headingId} mb={4}>
        {title}
      </Title>
      <ul className="pl-cards">
        {/* The card's markup is the event page's too (one source: knockoutCardHtml, ADR 0015). */}
        {matches.map((m) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's markup, every text in it escaped.
          <li key={m.id} dangerouslySetInnerHTML={{ __html: knockoutCardHtml(m, ctx) }} />
        ))}
      </ul>
    </Box>
  );
}

/** Whether a scrolling box is wider than its view, and whether more of it lies to the right. */
function useHorizontalOverflow(ref: RefObject<HTMLElement | null>, active: boolean) {
  const [state, setState] = useState({ overflows: false, moreRight: false });
  // Measured before the first paint: the scroll hint appearing a frame later would push the page below it down.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const check = () => {
      const overflows = el.scrollWidth - el.clientWidth > 1;
      const moreRight = overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setState((s) => (s.overflows === overflows && s.moreRight === moreRight ? s : { overflows, moreRight }));
    };
    check();
    el.addEventListener("scroll", check, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(check);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", check);
      observer?.disconnect();
    };
  }, [ref, active]);
  return state;
}

/** The knockout rounds as a bracket (rounds side by side, scrolling inside its box) or as a plain list. */
export function Bracket({
  tournament,
  names,
  myTeam,
}: {
  tournament: PublicTournament;
  names: ReadonlyMap<string, string>;
  myTeam: string | null;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<(typeof VIEWS)[number]>("bracket");
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, moreRight } = useHorizontalOverflow(scroller, view === "bracket");
  const byId = new Map(tournament.matches.map((m) => [m.id, m]));
  const pitchName = pitchLabels(tournament.pitches, t);
  const main = tournament.knockout.filter((r) => !PLACEMENT_STAGES.has(r.stage));
  // Placement matches from the best place down (3rd, 5th, 7th …).
  const placeOf = (r: Round) => byId.get(r.matchIds[0] ?? "")?.placeFor ?? Number.MAX_SAFE_INTEGER;
  const placement = tournament.knockout
    .filter((r) => PLACEMENT_STAGES.has(r.stage))
    .sort((a, b) => placeOf(a) - placeOf(b));
  const card = { byId, names, myTeam, showScores: tournament.publicResults !== "none", pitchName };
  if (tournament.knockout.length === 0) return null;
  return (
    <Stack gap="md">
      {main.length > 0 ? (
        <Stack gap="xs">
          <fieldset aria-label={t("public.bracket.viewLabel")} className="public-view-switch public-no-print">
            {VIEWS.map((v) => (
              <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
                {t(v === "bracket" ? "public.bracket.bracketView" : "public.bracket.listView")}
              </button>
            ))}
          </fieldset>
          {view === "bracket" ? (
            <>
              {/* On a phone the later rounds lie off screen: say so, and fade the cut edge. */}
              {overflows ? (
                <Text size="sm" className="public-no-print" data-scroll-hint>
                  {t("public.bracket.scrollHint")}
                </Text>
              ) : null}
              <Box pos="relative">
                {/* tabIndex: a scrolling region must be reachable by keyboard to scroll it. */}
                <Box
                  ref={scroller}
                  role="region"
                  aria-label={t("public.bracket.bracketView")}
                  tabIndex={0}
                  style={{ overflowX: "auto" }}
                  pb="xs"
                >
                  <Group align="stretch" wrap="nowrap" gap="md" className="public-bracket">
                    {main.map((r) => (
                      <RoundList key={`${r.stage}-${r.round}`} round={r} headingOrder={3} {...card} />
                    ))}
                  </Group>
                </Box>
                {moreRight ? <div className="public-bracket-fade public-no-print" aria-hidden="true" /> : null}
              </Box>
            </>
          ) : (
            <Stack gap="md">
              {main.map((r) => (
                <RoundList key={`${r.stage}-${r.round}`} round={r} headingOrder={3} {...card} />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
      {placement.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t("public.bracket.placementGames")}
          </Title>
          <Group align="flex-start" gap="md">
            {placement.map((r) => (
              <RoundList key={`${r.stage}-${r.round}-${r.matchIds[0]}`} round={r} headingOrder={4} {...card} />
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Final places decided so far. */
export function Placements({
  tournament,
  names,
}: {
  tournament: PublicTournament;
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  if (tournament.publicResults !== "all" || tournament.placements.length === 0) return null;
  const sorted = [...tournament.placements].sort((a, b) => a.place - b.place);
  return (
    <section aria-label={t("public.sections.placements")}>
      <Title order={2} size="h3" mb="xs">
        {t("public.sections.placements")}
      </Title>
      <List listStyleType="none" spacing={4}>
        {sorted.map((p) => (
          <List.Item key={p.place}>
            <Text span fw={800}>
              {t("public.placements.place", { place: p.place })}
            </Text>{" "}
            {names.get(p.teamId) ?? p.teamId}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
