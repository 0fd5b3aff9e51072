import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { LOCALES } from './locales.ts';
import { mxPhone } from './resource.ts';

/**
 * Account flows of docs/product.md §2: sign-up, e-mail codes, recovery, invitations and the signed-in user's
 * own profile. Schema-level messages that are error codes (`WEAK_PASSWORD`) are localised by the
 * server, and the web can localise them with `errorMessage` from errors.ts.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** Letters, digits, and anything else (symbols, spaces): how many of the three a password mixes. */
export function passwordCharacterClasses(password: string) {
  let classes = 0;
  if (/\p{L}/u.test(password)) classes++;
  if (/\p{N}/u.test(password)) classes++;
  if (/[^\p{L}\p{N}]/u.test(password)) classes++;
  return classes;
}

/** The password rule: at least 10 characters, mixing at least two of letters, digits and symbols. */
export function isStrongPassword(password: string) {
  return password.length >= PASSWORD_MIN_LENGTH && passwordCharacterClasses(password) >= 2;
}

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  // Length has its own message; this one is only about the mix of characters.
  .refine((p) => p.length < PASSWORD_MIN_LENGTH || passwordCharacterClasses(p) >= 2, {
    message: 'WEAK_PASSWORD',
  });

/** A Mexican RFC: 3 letters (company) or 4 (person), the date yymmdd, a 3-character homoclave. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;
export const rfcSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => RFC_PATTERN.test(v), { message: 'RFC_INVALID' });

/** Phones as every form takes them (10 digits, +52 allowed). */
export const phoneSchema = mxPhone;

export const personNameSchema = z.string().trim().min(2).max(120);

/** Registration plans (docs/product.md §2): for now only `basic`, at the organisation's registration fee. */
export const REGISTRATION_PLANS = ['basic'] as const;
export type RegistrationPlan = (typeof REGISTRATION_PLANS)[number];

export const registerBodySchema = z.object({
  plan: z.enum(REGISTRATION_PLANS).default('basic'),
  companyName: z.string().trim().min(2).max(200),
  rfc: rfcSchema,
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  locale: z.enum(LOCALES).default('es'),
  acceptTerms: z.boolean().refine((v) => v, { message: 'TERMS_REQUIRED' }),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** `id` is the new owner's user id; the token (purpose `signup`) may only verify, pay and onboard. */
export const registerResponseSchema = z.object({ id: z.uuid(), access_token: z.string() });

export const CODE_LENGTH = 6;
export const otpBodySchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .refine((v) => /^\d{6}$/.test(v), { message: 'CODE_INVALID' }),
});
export type OtpBody = z.input<typeof otpBodySchema>;

export const otpResponseSchema = z.object({
  verified: z.boolean(),
  message: z.string(),
  response: z.object({ access_token: z.string() }),
});

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.input<typeof emailBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** reset-password and new-password: the link's token is the bearer. */
export const passwordBodySchema = z.object({ password: passwordSchema });
export type PasswordBody = z.input<typeof passwordBodySchema>;

export const mePatchSchema = z
  .strictObject({
    name: personNameSchema,
    phone: phoneSchema.nullable(),
    locale: z.enum(LOCALES),
  })
  .partial();
export type MePatch = z.input<typeof mePatchSchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * `POST /auth/setup`: the first admin of an install without users, with the one-time set-up code the
 * server printed when it started (docs/product.md §8).
 */
export const setupBodySchema = z.object({
  code: z.string().trim().min(1).max(100),
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SetupBody = z.input<typeof setupBodySchema>;
/** `GET /auth/setup`: whether the install still waits for its first admin. */
export const setupStateResponseSchema = z.object({ data: z.object({ needed: z.boolean() }) });

/** Lifetimes and limits of codes and links (docs/product.md §2), shown by the web where it helps. */
export const ACCOUNT_LIMITS = {
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  codeResendIntervalSeconds: 60,
  codesPerHour: 5,
  resetLinkTtlHours: 1,
  invitationTtlHours: 72,
  /** Failed sign-ins per (address typed, client address): counted for a day, 5 free, then up to 15 min apart. */
  loginPairWindowMinutes: 24 * 60,
  loginFreeFailuresPerPair: 5,
  loginMaxDelayPerPairSeconds: 15 * 60,
  /** Failed sign-ins per client address: counted for an hour, 50 free, then up to a minute apart. */
  loginIpWindowMinutes: 60,
  loginFreeFailuresPerIp: 50,
  loginMaxDelayPerIpSeconds: 60,
} as const;
