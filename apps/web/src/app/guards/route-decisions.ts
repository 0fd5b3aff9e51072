import type { Me } from '@recolecta/shared/auth';
import { canOpenPage, homePath, PAGE_ACCESS } from '@recolecta/shared/pages';
import { HOME_RESOLVER_PATH, LOGIN_PATH, ONBOARDING_PATH, SIGNED_OUT_PATH } from '../../lib/paths.ts';
import type { SessionEndReason, StoredSession } from '../../lib/token-storage.ts';
import type { AppPageDef } from '../routes/app-pages.ts';

export type SessionKind = 'anonymous' | 'signup' | 'session';
export type Profile = Pick<Me, 'role' | 'permissions'>;

/** A sign-up token may only verify, pay and complete the company (PRODUCT §2): it is no session. */
export function sessionKind(session: StoredSession | null): SessionKind {
  if (!session) return 'anonymous';
  return session.claims.pur === 'signup' ? 'signup' : 'session';
}

/** Public pages are for visitors without a session; a signed-in user goes home (PRODUCT §5). */
export function publicOnlyRedirect(kind: SessionKind): string | null {
  return kind === 'session' ? HOME_RESOLVER_PATH : null;
}

/** Private pages need a token; a sign-up token opens only the company step. */
export function privateRedirect(
  kind: SessionKind,
  pathname: string,
  endReason: SessionEndReason | null = null,
): string | null {
  if (kind === 'anonymous') return endReason === 'signed-out' ? SIGNED_OUT_PATH : LOGIN_PATH;
  if (kind === 'signup' && pathname.replace(/\/+$/, '') !== ONBOARDING_PATH) return ONBOARDING_PATH;
  return null;
}

export function homeFor(profile: Profile): string {
  return homePath(profile.role.scope, profile.permissions);
}

/** Whether the profile may open the page: the §5 table, the page's read permission, and `create` on add pages. */
export function canOpen(page: Pick<AppPageDef, 'access' | 'needs'>, profile: Profile): boolean {
  if (!canOpenPage(page.access, profile.role.scope, profile.permissions)) return false;
  if (!page.needs) return true;
  const read: string | undefined = (PAGE_ACCESS[page.access] as { permission?: string }).permission;
  if (!read) return true;
  const resource = read.split(':')[0];
  return profile.permissions.includes(`${resource}:${page.needs}`);
}
