import { z } from 'zod';

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
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
