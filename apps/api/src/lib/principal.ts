import type { companyStatuses, userStatuses } from '@recolecta/shared/auth';
import type { Locale } from '@recolecta/shared/locales';
import type { Permission, RoleScope } from '@recolecta/shared/permissions';
import type { Preferences } from '@recolecta/shared/preferences';

/** Who is calling: resolved once per request from the token's session row. */
export interface Principal {
  userId: string;
  sessionId: string;
  purpose: string;
  email: string;
  name: string;
  locale: Locale;
  roleId: string;
  roleKey: string | null;
  scope: RoleScope;
  permissions: Permission[];
  companyId: string | null;
  companyStatus: (typeof companyStatuses)[number] | null;
  /** What `GET /auth/me` shows besides, read by the same query so it costs no second round trip. */
  profile: {
    phone: string | null;
    status: (typeof userStatuses)[number];
    roleName: string;
    companyName: string | null;
    preferences: Partial<Preferences>;
    lastLoginAt: Date | null;
  };
}

/**
 * Which company's rows a caller may touch: null for operator staff (every company), a company id for
 * everyone else. Every repository function takes it first, so no query can forget it.
 */
export type Scope = string | null;

/** The company a principal is confined to, or null for operator staff who see every company. */
export function companyScope(principal: Principal): Scope {
  return principal.scope === 'operator' ? null : principal.companyId;
}
