/** localStorage key of the team a visitor follows in one tournament (the app's page and the lean public page). */
export const myTeamKey = (tournamentId: string) => `ft-my-team-${tournamentId}`;
