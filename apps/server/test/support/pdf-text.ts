// Just enough PDF reading for tests of our own (pdfkit-made) PDFs: the text shown on the pages, decoded through
// each embedded font's ToUnicode map, and the fonts embedded. Text objects are joined with spaces.
import { inflateSync } from "node:zlib";

type PdfObject = { dict: string; stream: Buffer | null };

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString("latin1");
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(latin); m; m = re.exec(latin)) {
    const body = m[2] ?? "";
    const at = body.indexOf("stream");
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const start = m.index + m[0].indexOf(body) + at + "stream".length;
    const dataStart = latin[start] === "\r" ? start + 2 : start + 1;
    const end = latin.indexOf("endstream", dataStart);
    let raw = pdf.subarray(dataStart, end);
    if (raw[raw.length - 1] === 0x0a) raw = raw.subarray(0, raw.length - 1);
    const dict = body.slice(0, at);
    let stream: Buffer = raw;
    if (dict.includes("/FlateDecode")) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = raw;
      }
    }
    out.set(Number(m[1]), { dict, stream });
  }
  return out;
}

const hexChars = (spaced: string) => {
  const hex = spaced.replace(/\s+/g, "");
  const codes: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) codes.push(Number.parseInt(hex.slice(i, i + 4), 16));
  return codes;
};

function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const toStr = (hex: string) => String.fromCodePoint(...hexChars(hex));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? "";
    for (const m of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = Number.parseInt(m[1] ?? "0", 16);
      const to = Number.parseInt(m[2] ?? "0", 16);
      const target = m[3] ?? "";
      if (target.startsWith("[")) {
        // A ligature maps to several characters: <0066 0069> is "fi".
        const items = [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => x[1] ?? "");
        items.forEach((hex, i) => {
          map.set(from + i, toStr(hex));
        });
      } else {
        const base = Number.parseInt(target.slice(1, -1).replace(/\s+/g, ""), 16);
        for (let c = from; c <= to; c++) map.set(c, String.fromCodePoint(base + (c - from)));
      }
    }
  }
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(Number.parseInt(m[1] ?? "0", 16), toStr(m[2] ?? ""));
  }
  return map;
}

/** The text of every page, in drawing order, plus the names of the embedded fonts. */
export function readPdf(pdf: Buffer): { text: string; fonts: string[]; pages: number } {
  const objects = objectsOf(pdf);
  const cmapOfFontObject = new Map<number, Map<number, string>>();
  const fonts: string[] = [];
  for (const [id, o] of objects) {
    if (!/\/Type\s*\/Font\b/.test(o.dict) || !/\/Subtype\s*\/Type0/.test(o.dict)) continue;
    const base = /\/BaseFont\s*\/([^\s/>]+)/.exec(o.dict)?.[1];
    if (base) fonts.push(base);
    const ref = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(o.dict)?.[1];
    const cmap = ref ? objects.get(Number(ref))?.stream : null;
    if (cmap) cmapOfFontObject.set(id, parseCmap(cmap.toString("latin1")));
  }
  // Resource names (/F1 …) → font objects, from every /Font << … >> dictionary.
  const byName = new Map<string, Map<number, string>>();
  for (const o of objects.values())
    for (const block of o.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const m of (block[1] ?? "").matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
        const cmap = cmapOfFontObject.get(Number(m[2]));
        if (cmap && m[1]) byName.set(m[1], cmap);
      }
  const pageCount = [...objects.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict)).length;
  const parts: string[] = [];
  const contentIds = [...objects.values()]
    .filter((o) => /\/Type\s*\/Page\b/.test(o.dict))
    .map((o) => Number(/\/Contents\s+(\d+)\s+0\s+R/.exec(o.dict)?.[1]));
  for (const id of contentIds) {
    const content = objects.get(id)?.stream?.toString("latin1") ?? "";
    let cmap: Map<number, string> | undefined;
    for (const m of content.matchAll(
      /\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g,
    )) {
      if (m[1]) cmap = byName.get(m[1]);
      else if (m[0] === "ET") parts.push(" ");
      else {
        const hexes =
          m[2] !== undefined ? [...m[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1] ?? "") : [m[3] ?? ""];
        for (const hex of hexes) for (const code of hexChars(hex)) parts.push(cmap?.get(code) ?? "\uFFFD");
      }
    }
  }
  return { text: parts.join("").replace(/\s+/g, " ").trim(), fonts, pages: pageCount };
}
