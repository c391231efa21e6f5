import { LANGUAGE_TAGS, type Language } from "./languages.ts";

/** Grammatical gender of the noun an ordinal goes with (fr "1re place", it "1ª classificata", pt "1.º lugar"). */
export type Gender = "masculine" | "feminine";

export interface OrdinalOptions {
  /** Agreement with the noun; masculine by default. Only fr, it, es and pt mark it. */
  gender?: Gender;
  /**
   * Turkish only: "lik" gives the noun of a place ("3'üncülük maçı", the match for 3rd place), "suffix" the
   * spelled suffix ("3'üncü"); by default the number takes a dot ("3. sıra"), the standard written form.
   */
  form?: "lik" | "suffix";
}

const englishSuffix: Record<Intl.LDMLPluralRule, string> = {
  zero: "th",
  one: "st",
  two: "nd",
  few: "rd",
  many: "th",
  other: "th",
};
const englishRules = new Intl.PluralRules(LANGUAGE_TAGS.en, { type: "ordinal" });

// The spoken number's last word decides a Turkish suffix; only its final vowel and whether it ends in one matter.
const TR_UNITS = ["", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TR_TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"];

function turkishLastWord(n: number): string {
  if (n % 10 !== 0) return TR_UNITS[n % 10] ?? "";
  if (n % 100 !== 0) return TR_TENS[(n % 100) / 10] ?? "";
  if (n % 1000 !== 0) return "yüz";
  if (n % 1_000_000 !== 0) return "bin";
  return n % 1_000_000_000 !== 0 ? "milyon" : "milyar";
}

/** Four-way vowel harmony: the suffix vowel that follows a word's last vowel. */
function harmony(word: string): "ı" | "i" | "u" | "ü" {
  const last = [...word].reverse().find((c) => "aıeioöuü".includes(c)) ?? "i";
  if (last === "a" || last === "ı") return "ı";
  if (last === "o" || last === "u") return "u";
  if (last === "ö" || last === "ü") return "ü";
  return "i";
}

/** The Turkish ordinal suffix of n by vowel harmony: 1 → "inci", 2 → "nci", 3 → "üncü", 6 → "ncı", 9 → "uncu". */
export function turkishOrdinalSuffix(n: number): string {
  const word = turkishLastWord(n);
  const v = harmony(word);
  return "aıeioöuü".includes(word.at(-1) ?? "") ? `nc${v}` : `${v}nc${v}`;
}

/**
 * n as an ordinal number in lang, by each language's rule rather than a suffix glued on in a message:
 * en 1st 2nd 3rd 4th 11th 21st · de 1. · fr 1er/1re 2e · it 1º/1ª · es and pt 1.º/1.ª · nl 1e · tr 1. (or 1'inci).
 */
export function ordinal(lang: Language, n: number, options: OrdinalOptions = {}): string {
  const feminine = options.gender === "feminine";
  switch (lang) {
    case "en":
      return `${n}${englishSuffix[englishRules.select(n)]}`;
    case "de":
      return `${n}.`;
    case "fr":
      return n === 1 ? (feminine ? "1re" : "1er") : `${n}e`;
    case "it":
      return `${n}${feminine ? "ª" : "º"}`;
    case "es":
    case "pt":
      return `${n}.${feminine ? "ª" : "º"}`;
    case "nl":
      return `${n}e`;
    case "tr": {
      if (!options.form) return `${n}.`;
      const suffix = turkishOrdinalSuffix(n);
      if (options.form === "suffix") return `${n}'${suffix}`;
      return `${n}'${suffix}l${suffix.at(-1)}k`;
    }
  }
}
