import type { FuninoPublic } from "@kickoff/domain/funino-contracts.ts";
import { pitchLabel } from "@kickoff/domain/pitch-label.ts";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { reporterToken } from "../../../lib/hash-token.ts";
import { local } from "../../../lib/storage.ts";

/** The device's clock, ticking every second while `active` (the round clock counts down locally). */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** localStorage key of the team a parent follows at one festival. */
export const followedTeamKey = (festivalId: string) => `ft-festival-team-${festivalId.toLowerCase()}`;

/** The followed team of a festival, remembered on this device. */
export function useFollowedTeam(festivalId: string): [string | null, (teamId: string | null) => void] {
  const [team, setTeamState] = useState<string | null>(() => local.get(followedTeamKey(festivalId)));
  const setTeam = useCallback(
    (teamId: string | null) => {
      if (teamId) local.set(followedTeamKey(festivalId), teamId);
      else local.remove(followedTeamKey(festivalId));
      setTeamState(teamId);
    },
    [festivalId],
  );
  return [team, setTeam];
}

/** Team names and pitch labels ("Pitch 3", or the organiser's name as given) by id. */
export function useFestivalLabels(festival: Pick<FuninoPublic, "teams" | "pitches"> | undefined) {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      names: new Map((festival?.teams ?? []).map((team) => [team.id, team.name])),
      pitchNames: new Map(
        (festival?.pitches ?? []).map((p) => [p.id, pitchLabel(p.name, (pitch) => t("public.match.pitch", { pitch }))]),
      ),
    }),
    [festival, t],
  );
}

/**
 * A reporter link's token (`#reporter=…`, as on tournament pages): kept on this device per festival and taken out
 * of the address, so it is not shared by copying the URL. Returns the token and a way to forget it.
 */
export function useFestivalReporterToken(festivalId: string): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const inHash = reporterToken.inHash(location.hash);
  const [token, setToken] = useState(() => inHash ?? reporterToken.stored(festivalId));
  useEffect(() => {
    if (!inHash) return;
    reporterToken.remember(festivalId, inHash);
    setToken(inHash);
    navigate(
      { pathname: location.pathname, search: location.search, hash: reporterToken.without(location.hash) },
      { replace: true, state: location.state },
    );
  }, [inHash, festivalId, location.pathname, location.search, location.hash, location.state, navigate]);
  const forget = useCallback(() => {
    reporterToken.forget(festivalId);
    setToken(null);
  }, [festivalId]);
  return [token, forget];
}
