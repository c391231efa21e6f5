/**
 * A pitch as shown publicly (page, display, calendar): the organiser's name as it is ("Pitch 1", "Kunstrasen"),
 * since it already says what it is; only a bare number gets the translated prefix via `numbered` ("3" → "Pitch 3").
 */
export function pitchLabel(name: string, numbered: (pitch: string) => string): string {
  const trimmed = name.trim();
  return /^\d+$/u.test(trimmed) ? numbered(trimmed) : name;
}
