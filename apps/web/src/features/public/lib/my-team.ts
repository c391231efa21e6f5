import { useCallback, useState } from "react";
import { myTeamKey } from "../../../lib/my-team-key.ts";
import { local } from "../../../lib/storage.ts";

export { myTeamKey };

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
