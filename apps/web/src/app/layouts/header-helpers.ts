/** Up to two initials of a display name for the narrow user button: "Olga Organiser" → "OO", "cher" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? "";
  return `${letter(first)}${last ? letter(last) : ""}`;
}

/**
 * Snackbars that are stale after a navigation: a message may survive the one navigation that
 * usually follows it ("Check your inbox", then the code page), not a second one.
 * Returns the ids to hide now and the ids that have survived one navigation so far.
 */
export function staleAfterNavigation(
  survivors: ReadonlySet<string>,
  visible: readonly string[],
): { hide: string[]; survivors: Set<string> } {
  const hide = visible.filter((id) => survivors.has(id));
  return { hide, survivors: new Set(visible.filter((id) => !survivors.has(id))) };
}
