// The deployer's own legal texts: Markdown files in DATA_DIR/legal that replace the built-in ones without a rebuild
// (docs/decisions/0018-legal-texts-and-versions.md). `{kind}.{lang}.md` for one language, `{kind}.md` for all; an
// optional front matter (`version:`, `date:`) sets the published version of that text. Files are read again only
// when their modification time or size changes.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { ACCOUNT_LANGUAGES } from "@kickoff/domain/account-contracts.ts";
import {
  BUILT_IN_LEGAL_VERSIONS,
  type LegalKind,
  type LegalVersion,
  LegalVersionSchema,
  type LegalVersions,
} from "@kickoff/domain/legal-contracts.ts";
import type { FastifyBaseLogger } from "fastify";

type Language = (typeof ACCOUNT_LANGUAGES)[number];

/** Larger files are refused (a legal text is a few dozen kilobytes). */
export const LEGAL_FILE_MAX_BYTES = 256 * 1024;

export type LegalFile = { markdown: string; version: LegalVersion | null; language: Language | null };

type Cached = { mtimeMs: number; size: number; file: LegalFile };
const cache = new Map<string, Cached>();

/**
 * Splits an optional front matter (`---` lines around `key: value` pairs) from the Markdown. Only `version` and
 * `date` are read, and only together and well formed; anything else in it is ignored.
 */
export function parseFrontMatter(text: string): { markdown: string; version: LegalVersion | null } {
  const normalised = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(normalised);
  if (!match) return { markdown: normalised, version: null };
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split("\n")) {
    const at = line.indexOf(":");
    if (at < 0) continue;
    const value = line
      .slice(at + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, "$2");
    fields.set(line.slice(0, at).trim().toLowerCase(), value);
  }
  const parsed = LegalVersionSchema.safeParse({ version: fields.get("version"), date: fields.get("date") });
  return { markdown: normalised.slice(match[0].length), version: parsed.success ? parsed.data : null };
}

const legalDir = (dataDir: string) => path.join(dataDir, "legal");

/** One file, from the cache while its mtime and size are unchanged; null when missing, too large or unreadable. */
async function readLegalFile(
  file: string,
  language: Language | null,
  log?: FastifyBaseLogger,
): Promise<LegalFile | null> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(file);
  } catch {
    cache.delete(file);
    return null;
  }
  if (!info.isFile()) return null;
  if (info.size > LEGAL_FILE_MAX_BYTES) {
    log?.warn({ file, size: info.size }, "legal text file too large: the built-in text is shown");
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.file;
  const { markdown, version } = parseFrontMatter(await readFile(file, "utf8"));
  const entry = { markdown, version, language };
  cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, file: entry });
  return entry;
}

/** The deployer's text of a kind in a language: `{kind}.{lang}.md`, else `{kind}.md`, else null (built-in). */
export async function findLegalText(
  dataDir: string,
  kind: LegalKind,
  lang: Language,
  log?: FastifyBaseLogger,
): Promise<LegalFile | null> {
  const dir = legalDir(dataDir);
  // `kind` and `lang` come from closed lists: the names below never leave DATA_DIR/legal.
  return (
    (await readLegalFile(path.join(dir, `${kind}.${lang}.md`), lang, log)) ??
    (await readLegalFile(path.join(dir, `${kind}.md`), null, log))
  );
}

/**
 * The published version of a text: the highest front-matter version among the deployer's files of that kind
 * (they sort as text, so "2026-03" follows "2025-01"), else the built-in one.
 */
export async function publishedVersion(
  dataDir: string,
  kind: LegalKind,
  log?: FastifyBaseLogger,
): Promise<LegalVersion> {
  let names: string[];
  try {
    names = await readdir(legalDir(dataDir));
  } catch {
    return BUILT_IN_LEGAL_VERSIONS[kind];
  }
  let best: LegalVersion | null = null;
  const candidates: Array<[string, Language | null]> = [
    [`${kind}.md`, null],
    ...ACCOUNT_LANGUAGES.map((lang): [string, Language] => [`${kind}.${lang}.md`, lang]),
  ];
  for (const [name, language] of candidates) {
    if (!names.includes(name)) continue;
    const file = await readLegalFile(path.join(legalDir(dataDir), name), language, log);
    if (file?.version && (!best || file.version.version > best.version)) best = file.version;
  }
  return best ?? BUILT_IN_LEGAL_VERSIONS[kind];
}

/** The versions of the terms and the privacy policy that registration records and users accept. */
export async function publishedLegalVersions(dataDir: string, log?: FastifyBaseLogger): Promise<LegalVersions> {
  const [terms, privacy] = await Promise.all([
    publishedVersion(dataDir, "agb", log),
    publishedVersion(dataDir, "dataprivacy", log),
  ]);
  return { terms, privacy };
}
