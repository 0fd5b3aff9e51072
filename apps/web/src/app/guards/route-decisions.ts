import { canOpenPage, homePath, PAGE_ACCESS } from '@recolecta/shared/pages';
import type { Me } from '@recolecta/shared/users';
import { matchPath } from 'react-router';
import { HOME_RESOLVER_PATH, LOGIN_PATH, ONBOARDING_PATH, SIGNED_OUT_PATH } from '../../lib/paths.ts';
import { onboardingStep } from '../../lib/session/onboarding-step.ts';
import type { SessionEndReason, StoredSession } from '../../lib/token-storage.ts';
import { APP_PAGES, type AppPageDef, LIGHT_PAGES } from '../routes/app-pages.ts';

export type SessionKind = 'anonymous' | 'signup' | 'session';
export type Profile = Pick<Me, 'role' | 'permissions'>;

/** A sign-up token may only verify, pay and complete the company (docs/product.md §2): it is no session. */
export function sessionKind(session: StoredSession | null): SessionKind {
  if (!session) return 'anonymous';
  return session.claims.pur === 'signup' ? 'signup' : 'session';
}

/**
 * The sign-up steps after the e-mail is verified: the owner then holds a session token, and still has
 * to pay and land back from Stripe. These public pages stay open to a session; the pages themselves
 * move on when the company no longer needs them.
 */
const ONBOARDING_AUTH_PAGES = [/^\/auth\/payment\/[^/]+\/?$/, /^\/auth\/register-complete\/?$/];

export function isOnboardingAuthPage(pathname: string): boolean {
  return ONBOARDING_AUTH_PAGES.some((pattern) => pattern.test(pathname));
}

/**
 * Public pages are for visitors without a session; a signed-in user goes home (docs/product.md §5), except a
 * company user on the payment steps of a sign-up.
 */
export function publicOnlyRedirect(
  kind: SessionKind,
  pathname = '',
  companyId: string | null = null,
): string | null {
  if (kind !== 'session') return null;
  return companyId && isOnboardingAuthPage(pathname) ? null : HOME_RESOLVER_PATH;
}

/** Where a signed-in user of a company still signing up must go from an `/app` page; null to stay. */
export function onboardingRedirect(me: Pick<Me, 'id' | 'company'>, pathname: string): string | null {
  const step = onboardingStep(me);
  if (!step) return null;
  // The company step decides for itself (it also explains a suspended company or an admin's visit).
  if (pathname.replace(/\/+$/, '') === ONBOARDING_PATH) return null;
  return step;
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

/**
 * Where a sign-in lands when a page was asked for before it (`path`, already checked to be this site's):
 * that page when the profile may open it, else home (an owner sent a link to an admin page).
 */
export function deepLinkTarget(path: string | null, profile: Profile): string {
  if (!path) return homeFor(profile);
  const pathname = path.replace(/[?#].*$/, '');
  const page = [...APP_PAGES, ...LIGHT_PAGES].find((p) => matchPath(`/app/${p.path}`, pathname));
  return page && canOpen(page, profile) ? path : homeFor(profile);
}
