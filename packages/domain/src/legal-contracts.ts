// The legal texts (imprint, privacy policy, terms of use): which exist, their built-in versions, and what the
// public call `content/legal/{kind}` answers. A deployer may replace each text by a Markdown file in DATA_DIR
// (docs/decisions/0018-legal-texts-and-versions.md); its front matter then sets the published version.
import { z } from "zod";
import { ACCOUNT_LANGUAGES, PRIVACY_DATE, PRIVACY_VERSION, TERMS_DATE, TERMS_VERSION } from "./account-contracts.ts";

/** The legal pages, named by their URL path: a closed list, so a kind never becomes a file path of its own. */
export const LEGAL_KINDS = ["imprint", "dataprivacy", "agb"] as const;
export const LegalKindSchema = z.enum(LEGAL_KINDS);
export type LegalKind = z.infer<typeof LegalKindSchema>;

/** A published version of a text: a short label that sorts by time ("2025-01") and the date it took effect. */
export const LegalVersionSchema = z
  .object({
    version: z.string().regex(/^[\w.-]{1,32}$/),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .meta({ id: "LegalVersion" });
export type LegalVersion = z.infer<typeof LegalVersionSchema>;

/** The built-in texts' versions (account-contracts.ts holds the terms' and privacy policy's). */
export const BUILT_IN_LEGAL_VERSIONS: Readonly<Record<LegalKind, LegalVersion>> = {
  imprint: { version: TERMS_VERSION, date: TERMS_DATE },
  dataprivacy: { version: PRIVACY_VERSION, date: PRIVACY_DATE },
  agb: { version: TERMS_VERSION, date: TERMS_DATE },
};

/** The operator's details for the imprint (server configuration OPERATOR_*); null = not filled in. */
export const OperatorSchema = z
  .object({
    name: z.string(),
    /** Lines of the postal address. */
    address: z.array(z.string()),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    representative: z.string().nullable(),
    register: z.string().nullable(),
    vatId: z.string().nullable(),
  })
  .meta({ id: "Operator" });
export type Operator = z.infer<typeof OperatorSchema>;

export const LegalTextQuerySchema = z.object({ lang: z.enum(ACCOUNT_LANGUAGES).default("en") });

/** `GET content/legal/{kind}`: the deployer's Markdown if there is one (else null: the SPA shows its own text). */
export const LegalTextSchema = z
  .object({
    kind: LegalKindSchema,
    /** The deployer's text (Markdown), in the asked language or the language-neutral file; null = built-in. */
    markdown: z.string().nullable(),
    /** The language of the deployer's file; null for the language-neutral file or the built-in text. */
    language: z.enum(ACCOUNT_LANGUAGES).nullable(),
    published: LegalVersionSchema,
    /** Imprint only: the operator from the configuration; null when the deployer has not filled it in. */
    operator: OperatorSchema.nullable(),
  })
  .meta({ id: "LegalText" });
export type LegalText = z.infer<typeof LegalTextSchema>;

/** `GET content/legal/versions`: the published versions that registration records and logged-in users accept. */
export const LegalVersionsSchema = z
  .object({ terms: LegalVersionSchema, privacy: LegalVersionSchema })
  .meta({ id: "LegalVersions" });
export type LegalVersions = z.infer<typeof LegalVersionsSchema>;

/** `POST user/acceptterms`: the versions the dialog showed; refused unless they are the published ones. */
export const AcceptTermsSchema = z.object({
  termsVersion: z.string().min(1).max(32),
  privacyVersion: z.string().min(1).max(32),
});
export type AcceptTerms = z.infer<typeof AcceptTermsSchema>;

/**
 * Whether a logged-in user must accept the published terms or privacy policy again: only when a version they
 * accepted is recorded and is not the published one (null = no acceptance recorded, as for accounts made outside
 * registration; registration always records the versions).
 */
export function mustAcceptAgain(
  accepted: { termsVersion: string | null; privacyVersion: string | null },
  published: LegalVersions,
): boolean {
  const stale = (mine: string | null, current: string) => mine !== null && mine !== current;
  return (
    stale(accepted.termsVersion, published.terms.version) || stale(accepted.privacyVersion, published.privacy.version)
  );
}
