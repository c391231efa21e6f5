// Download names ("Spielplan-SC-Brück.pdf"): the page's word for the file and the tournament's or team's name,
// readable after the download. One spelling keeps the letters (RFC 5987 `filename*`), one is plain ASCII for
// the `filename` fallback and old clients, with umlauts spelled out instead of dropped ("SC-Brueck", not "SC-Br-ck").

/** Letters that Unicode decomposition does not reduce to a base letter, or that have a customary spelling. */
const SPELLED: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "Ae",
  œ: "oe",
  Œ: "Oe",
  ø: "o",
  Ø: "O",
  ı: "i",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "Th",
};

const MAX_STEM = 80;

/** Runs of anything but letters and digits become one hyphen, none at either end, at most 80 characters. */
function tidy(text: string, keep: RegExp): string {
  return text
    .replace(keep, "-")
    .replace(/-{2,}/g, "-")
    .slice(0, MAX_STEM)
    .replace(/^-+|-+$/g, "");
}

/** ASCII spelling of a name for a file: "SC Brück" → "SC-Brueck", "Şile Kupası" → "Sile-Kupasi". */
export function asciiFileStem(text: string): string {
  const spelled = text.replace(/[äöüÄÖÜßẞæÆœŒøØıłŁđĐðÐþÞ]/g, (c) => SPELLED[c] ?? c);
  return tidy(spelled.normalize("NFKD").replace(/\p{M}/gu, ""), /[^A-Za-z0-9]+/g);
}

/** The name with its letters kept ("SC-Brück"); spaces, punctuation and what file systems refuse become hyphens. */
export function unicodeFileStem(text: string): string {
  return tidy(text.normalize("NFC"), /[^\p{L}\p{N}]+/gu);
}

export type DownloadName = { ascii: string; unicode: string };

/**
 * The download name "<word>-<name>.<extension>" from its parts (the catalog's word for the file first), once with
 * its letters and once in ASCII. Empty parts are left out; "download" stands in when nothing readable is left.
 */
export function downloadFileName(parts: readonly (string | null | undefined)[], extension: string): DownloadName {
  const join = (stem: (text: string) => string) =>
    `${
      parts
        .map((p) => stem(p ?? ""))
        .filter(Boolean)
        .join("-") || "download"
    }.${extension}`;
  return { ascii: join(asciiFileStem), unicode: join(unicodeFileStem) };
}

/** RFC 5987 value characters: everything else is percent-encoded from UTF-8. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A Content-Disposition value with both names: `attachment; filename="SC-Brueck.ics"; filename*=UTF-8''SC-Br%C3%BCck.ics`. */
export function contentDisposition(type: "attachment" | "inline", name: DownloadName): string {
  const plain = `${type}; filename="${name.ascii}"`;
  return name.unicode === name.ascii ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(name.unicode)}`;
}

/** The file name a Content-Disposition value suggests: `filename*` (RFC 5987) first, else `filename`; null without one. */
export function fileNameFromDisposition(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[\w-]*'([^;\s]+)/i.exec(disposition);
  if (extended?.[1]?.toUpperCase() === "UTF-8" && extended[2]) {
    try {
      const name = decodeURIComponent(extended[2]).trim();
      if (name) return name;
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2] ?? "").trim() || null;
}
