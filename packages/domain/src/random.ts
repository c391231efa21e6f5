// Seeded pseudo-random numbers: every "random" decision of the engine (draws, lots,
// local-search moves) derives from a seed so that the same input always gives the same plan.

/** A deterministic random source: `next()` returns a float in [0, 1). */
export interface Rng {
  next(): number;
  /** Integer in [0, max). */
  int(max: number): number;
}

/** Hashes any string seed to a 32-bit integer (FNV-1a), so seeds can be ids or words. */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Creates a mulberry32 generator from a seed; the same seed always yields the same sequence. */
export function createRng(seed: string | number): Rng {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (max: number) => Math.floor(next() * max) };
}

/** Returns a Fisher–Yates shuffled copy of the list, driven by the given generator. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** Draws a lot: a seeded random order of the given ids, to be stored once and reused as the last tie-break. */
export function drawLot(ids: readonly string[], seed: string | number): string[] {
  return shuffle([...ids].sort(), createRng(seed));
}
