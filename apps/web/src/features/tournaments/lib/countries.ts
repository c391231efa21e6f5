// ISO 3166-1 alpha-2 codes (the venue's country in the tournament contract); names come from
// Intl.DisplayNames in the page's language, so no country name sits in the catalogs.
import { LANGUAGES } from "@kickoff/locales/languages.ts";

export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO " +
  "FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE " +
  "JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO " +
  "MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW " +
  "PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM " +
  "TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in `language` (the code itself where the runtime knows no name). */
export function countryName(code: string, language: string): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/**
 * The ISO code of a country typed as text (saved venues keep a free "country" field): a two-letter code,
 * or a name in `language` or any other language of the app; null when nothing matches.
 */
export function countryCodeOf(text: string, language: string): string | null {
  const value = text.trim();
  if (/^[A-Za-z]{2}$/.test(value)) {
    const code = value.toUpperCase();
    return COUNTRY_CODES.includes(code) ? code : null;
  }
  const wanted = value.toLocaleLowerCase(language);
  if (!wanted) return null;
  for (const lang of [language, ...LANGUAGES.filter((l) => l !== language)])
    for (const code of COUNTRY_CODES) if (countryName(code, lang).toLocaleLowerCase(lang) === wanted) return code;
  return null;
}
