// Splitting teams into groups.
import { createRng, shuffle } from "./random.ts";

export interface Group {
  /** Group letter: "A", "B", … */
  name: string;
  teamIds: string[];
}

export type SeedingMethod = "snake" | "pots" | "draw";

/** Group letter for a zero-based index: 0 → "A". */
export function groupName(index: number): string {
  return String.fromCharCode(65 + index);
}

/** Sizes for n teams in g groups: as even as possible, the larger groups first (sizes differ by at most one). */
export function groupSizes(teamCount: number, groupCount: number): number[] {
  const base = Math.floor(teamCount / groupCount);
  const extra = teamCount % groupCount;
  return Array.from({ length: groupCount }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Splits teams (given in seeding order, strongest first) into groups.
 * snake: 1→A, 2→B, …, then back (…, B, A); pots: each pot of g consecutive seeds is drawn across the
 * groups; draw: a seeded random order. Sizes default to `groupSizes` (differ by at most one).
 */
export function splitIntoGroups(
  seededTeamIds: readonly string[],
  groupCount: number,
  options: { method?: SeedingMethod; seed?: string | number; sizes?: readonly number[] } = {},
): Group[] {
  const n = seededTeamIds.length;
  if (groupCount < 1) throw new Error("groupCount must be at least 1");
  const sizes = options.sizes ? [...options.sizes] : groupSizes(n, groupCount);
  if (sizes.length !== groupCount || sizes.reduce((a, b) => a + b, 0) !== n) {
    throw new Error(`group sizes ${sizes.join("+")} do not add up to ${n} teams in ${groupCount} groups`);
  }
  const rng = createRng(options.seed ?? 0);
  const groups: Group[] = sizes.map((_, i) => ({ name: groupName(i), teamIds: [] }));
  const method = options.method ?? "draw";
  const hasRoom = (g: number) => (groups[g]?.teamIds.length ?? 0) < (sizes[g] ?? 0);
  // Every method walks the teams in some order and puts each into the next group of a row
  // that still has room: this keeps the sizes exact even when they are given explicitly.
  const rows: string[][] = [];
  const order = method === "draw" ? shuffle(seededTeamIds, rng) : [...seededTeamIds];
  for (let i = 0; i < order.length; i += groupCount) rows.push(order.slice(i, i + groupCount));
  rows.forEach((row, r) => {
    let targets = Array.from({ length: groupCount }, (_, g) => g);
    if (method === "snake" && r % 2 === 1) targets.reverse();
    if (method === "pots") targets = shuffle(targets, rng);
    targets = targets.filter(hasRoom);
    // groups that ran out of room (explicit sizes) push the overflow to the groups with room
    for (const team of row) {
      let g = targets.shift();
      if (g === undefined) g = groups.findIndex((_, k) => hasRoom(k));
      groups[g]?.teamIds.push(team);
    }
  });
  return groups;
}
