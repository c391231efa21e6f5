// Zod contracts of the account calls (auth/*, user/*, pw/*), shared by the server and the SPA forms.
// Error messages are i18n keys of the "account" namespace, not prose: the SPA translates them.
import { z } from "zod";
import type { ErrorCode } from "./error-codes.ts";

/** The 8 product languages (kept here so the domain package does not depend on locales). */
export const ACCOUNT_LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pt", "tr"] as const;

/**
 * The built-in terms (AGB) and privacy policy: version and the date it took effect (the catalog texts of the
 * `legal` namespace). Registration records the published versions (legal-contracts.ts), which a deployer's own
 * text may replace. Change these when the built-in text changes in substance: logged-in users accept again.
 */
export const TERMS_VERSION = "2025-01";
export const TERMS_DATE = "2025-01-15";
export const PRIVACY_VERSION = "2026-11";
export const PRIVACY_DATE = "2026-11-26";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/** Passwords refused although long enough: the most common ones of 10+ characters (NIST 800-63B). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "1234567890",
  "12345678910",
  "123456789012",
  "0123456789",
  "0987654321",
  "1111111111",
  "1122334455",
  "1234554321",
  "1q2w3e4r5t",
  "1qaz2wsx3edc",
  "abcdefghij",
  "abc1234567",
  "qwertyuiop",
  "asdfghjkl;",
  "zxcvbnm123",
  "qwerty1234",
  "qwerty12345",
  "qwertz1234",
  "qwertzuiop",
  "password12",
  "password123",
  "password1234",
  "passwort12",
  "passwort123",
  "passwort1234",
  "iloveyou12",
  "football12",
  "football123",
  "fussball123",
  "fussball1234",
  "fußball123",
  "futbol1234",
  "football1234",
  "motdepasse1",
  "motdepasse123",
  "contraseña1",
  "contrasena123",
  "senha12345",
  "wachtwoord1",
  "wachtwoord123",
  "sifre12345",
  "şifre12345",
  "trustno1234",
  "letmein1234",
  "welcome123",
  "welkom1234",
  "willkommen1",
  "administrator",
  "princess123",
  "sunshine123",
  "superman123",
  "1234567890a",
  "a1234567890",
  "aaaaaaaaaa",
  "abcd123456",
  "987654321a",
]);

/** Whether a password meets the only rules we have: length ≥ 10 and not a common password. */
export function isAcceptablePassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return false;
  // One character repeated (e.g. "xxxxxxxxxx") is as weak as anything on the list.
  return new Set(lower).size > 2;
}

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "account.errors.emailInvalid")
  .pipe(z.email("account.errors.emailInvalid"));

/** A new password: the server checks strength again and answers WEAK_PASSWORD with the field. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, "account.errors.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "account.errors.passwordTooLong");

/** An existing password: no strength rules (old accounts keep working), only a sane size. */
export const PasswordSchema = z.string().min(1, "account.errors.required").max(PASSWORD_MAX_LENGTH);

export const LanguageSchema = z.enum(ACCOUNT_LANGUAGES);
export const DisplayNameSchema = z.string().trim().min(1, "account.errors.required").max(100);
export const ClubNameSchema = z.string().trim().max(150);

export const RegistrationSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  displayName: DisplayNameSchema,
  clubName: ClubNameSchema.default(""),
  language: LanguageSchema,
  /** Acceptance of the terms (AGB) of version TERMS_VERSION. */
  acceptTerms: z.literal(true, "account.errors.acceptTerms"),
  /** Acceptance of the privacy policy of version PRIVACY_VERSION. */
  acceptPrivacy: z.literal(true, "account.errors.acceptPrivacy"),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type Login = z.infer<typeof LoginSchema>;

/** A 6-digit code from the mail; the link token is long and random (base64url). */
export const VerificationCodeSchema = z.string().regex(/^\d{6}$/, "account.errors.codeFormat");
export const LinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, "account.errors.codeFormat");

/** `GET auth/validateuser/{code}`: the link token alone, or the 6-digit code with `?email=`. */
export const ValidateUserQuerySchema = z.object({ email: EmailSchema.optional() });

/** `GET auth/sendverify`: the address to resend to (or the session's user when absent). */
export const SendVerifyQuerySchema = z.object({ email: EmailSchema.optional() });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: LinkTokenSchema,
  password: NewPasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ProfileUpdateSchema = z.object({
  displayName: DisplayNameSchema.optional(),
  clubName: ClubNameSchema.optional(),
  language: LanguageSchema.optional(),
  /** The club's logo: one of the caller's uploaded logos (files/upload), or null to remove it. */
  clubLogoFileId: z.uuid().nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const ClubContactSchema = z.object({
  contactPerson: optionalText(100),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+0-9 ()/.-]*$/, "account.errors.phoneInvalid")
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .union([z.literal(""), EmailSchema])
    .nullish()
    .transform((v) => (v ? v : null)),
  website: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "account.errors.urlInvalid" }).max(300)])
    .nullish()
    .transform((v) => (v ? v : null)),
  showContactPerson: z.boolean().default(false),
  showPhone: z.boolean().default(false),
  showEmail: z.boolean().default(false),
  showWebsite: z.boolean().default(false),
});
export type ClubContact = z.infer<typeof ClubContactSchema>;

export const VENUE_SURFACES = ["grass", "artificial", "hall", "other"] as const;

export const VenueSchema = z.object({
  /** Present for a venue that already exists (kept and updated); absent for a new one. */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, "account.errors.required").max(120),
  street: z.string().trim().max(150).default(""),
  postalCode: z.string().trim().max(20).default(""),
  city: z.string().trim().max(100).default(""),
  country: z.string().trim().max(60).default(""),
  /** The pitches' names in order; their number is the count of pitches. */
  pitches: z.array(z.string().trim().min(1, "account.errors.required").max(60)).min(1).max(32),
  surface: z.enum(VENUE_SURFACES).default("grass"),
  indoor: z.boolean().default(false),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type Venue = z.infer<typeof VenueSchema>;

/** `user/uspielstaette`: the user's whole list of venues; venues left out are deleted. */
export const VenuesUpdateSchema = z.object({ venues: z.array(VenueSchema).max(50) });
export type VenuesUpdate = z.infer<typeof VenuesUpdateSchema>;

export const PasswordChangeSchema = z.object({
  currentPassword: PasswordSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const EmailChangeSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type EmailChange = z.infer<typeof EmailChangeSchema>;

export const EditorLookupSchema = z.object({ email: EmailSchema });
export type EditorLookup = z.infer<typeof EditorLookupSchema>;

export const AccountDeletionSchema = z.object({ password: PasswordSchema });
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

/** Error codes of the account calls (a part of ERROR_CODES); the SPA maps each to `account.errors.<code>`. */
export const ACCOUNT_ERROR_CODES = [
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "CODE_INVALID",
  "CODE_EXPIRED",
  "TOO_MANY_ATTEMPTS",
  "RATE_LIMITED",
  "WEAK_PASSWORD",
  "WRONG_PASSWORD",
  "EMAIL_TAKEN",
  "EMAIL_UNCHANGED",
  "FORBIDDEN",
  "UNAUTHORIZED",
  "VALIDATION_FAILED",
] as const satisfies readonly ErrorCode[];
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
