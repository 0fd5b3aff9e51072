import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { preferencesSchema } from './preferences.ts';

export const emailSchema = z
  .email()
  .max(254)
  .transform((v) => v.trim().toLowerCase());

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ data: z.object({ accessToken: z.string() }) });

export const tokenPurposes = ['session', 'signup'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** Claims of an access token; the web reads them without verifying (docs/product.md §2). */
export interface TokenClaims {
  sub: string;
  role: string;
  cid: string | null;
  jti: string;
  pur: TokenPurpose;
  exp: number;
  iat: number;
}

export const companyStatuses = [
  'pending_verification',
  'pending_payment',
  'pending_profile',
  'active',
  'suspended',
] as const;
export const userStatuses = ['invited', 'unverified', 'active', 'disabled'] as const;

export const meSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
  status: z.enum(userStatuses),
  role: z.object({
    id: z.uuid(),
    key: z.string().nullable(),
    name: z.string(),
    scope: z.enum(['operator', 'company']),
  }),
  permissions: z.array(z.string()),
  company: z.object({ id: z.uuid(), name: z.string(), status: z.enum(companyStatuses) }).nullable(),
  preferences: preferencesSchema,
  lastLoginAt: z.string().nullable(),
  /** The organisation's time zone (IANA): every time the web shows or takes is in it. */
  timeZone: z.string(),
});
export type Me = z.infer<typeof meSchema>;
export const meResponseSchema = z.object({ data: meSchema });
