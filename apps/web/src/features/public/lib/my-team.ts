import { useCallback, useState } from "react";
import { local } from "../../../lib/storage.ts";

/** localStorage key of the team a visitor follows in one tournament. */
export const myTeamKey = (tournamentId: string) => `ft-my-team-${tournamentId}`;

/** "My team" of a tournament, remembered in this browser. */
export function useMyTeam(tournamentId: string): [string | null, (teamId: string | null) => void] {
  const [team, setTeamState] = useState<string | null>(() => local.get(myTeamKey(tournamentId)));
  const setTeam = useCallback(
    (teamId: string | null) => {
      if (teamId) local.set(myTeamKey(tournamentId), teamId);
      else local.remove(myTeamKey(tournamentId));
      setTeamState(teamId);
    },
    [tournamentId],
  );
  return [team, setTeam];
}
