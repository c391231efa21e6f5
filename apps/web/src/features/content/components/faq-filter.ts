export type FaqEntry = { id: string; question: string; answer: string };

/**
 * Lower case without accents, so "resultats" finds "résultats", and "istanbul" finds "İstanbul" and "canli"
 * "canlı" (a phone keyboard without Turkish letters, or a search typed in capitals).
 */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\p{M}/gu, "").replace(/ı/g, "i");
}

/** The entries whose question or answer contains every word of the query (all entries for an empty query). */
export function filterFaq<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = foldText(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
