// Round robin by the circle (Berger) method.

/** A pairing: first-named ("home") team, second-named team. */
export type Pairing = readonly [home: string, away: string];

/**
 * Circle method: team 0 stays fixed, the others rotate; odd counts add a bye (the team paired
 * with the bye rests). Home sides follow the rotational rule "i is home against j iff (j − i) mod m
 * is in 1…(m−1)/2" over m = odd team count, so every team is home ⌊(n−1)/2⌋ or ⌈(n−1)/2⌉ times.
 * Double round robin repeats the rounds with home and away swapped.
 */
export function roundRobin(teamIds: readonly string[], options: { double?: boolean } = {}): Pairing[][] {
  const n = teamIds.length;
  if (n < 2) return [];
  const m = n % 2 === 0 ? n + 1 : n; // odd size of the home/away rotation (bye = index n when n is even)
  const slots = n % 2 === 0 ? n : n + 1; // circle size incl. bye
  const BYE = -1;
  const circle: number[] = [];
  for (let i = 0; i < slots; i++) circle.push(i < n ? i : BYE);
  const isHome = (i: number, j: number) => {
    const d = (((j - i) % m) + m) % m;
    return d >= 1 && d <= (m - 1) / 2;
  };
  const rounds: Pairing[][] = [];
  for (let r = 0; r < slots - 1; r++) {
    const round: Pairing[] = [];
    for (let k = 0; k < slots / 2; k++) {
      const a = circle[k] as number;
      const b = circle[slots - 1 - k] as number;
      if (a === BYE || b === BYE) continue;
      const [h, w] = isHome(a, b) ? [a, b] : [b, a];
      round.push([teamIds[h] as string, teamIds[w] as string]);
    }
    rounds.push(round);
    // rotate all but the first position clockwise
    const last = circle.pop() as number;
    circle.splice(1, 0, last);
  }
  if (options.double) {
    const second = rounds.map((round) => round.map(([h, a]) => [a, h] as const));
    return [...rounds, ...second];
  }
  return rounds;
}

/** Team that rests in a round of an odd-sized round robin (null when everyone plays). */
export function byeTeam(teamIds: readonly string[], round: readonly Pairing[]): string | null {
  const playing = new Set(round.flat());
  return teamIds.find((t) => !playing.has(t)) ?? null;
}
