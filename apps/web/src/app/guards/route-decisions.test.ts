import { SYSTEM_ROLES } from '@recolecta/shared/permissions';
import { describe, expect, it } from 'vitest';
import { decodeToken } from '../../lib/jwt.ts';
import { HOME_RESOLVER_PATH, LOGIN_PATH, SIGNED_OUT_PATH } from '../../lib/paths.ts';
import { sameSitePath } from '../../lib/session/deep-link.ts';
import { onboardingStep } from '../../lib/session/onboarding-step.ts';
import { makeToken } from '../../test/make-token.ts';
import { APP_PAGES, type AppPageDef } from '../routes/app-pages.ts';
import {
  canOpen,
  deepLinkTarget,
  homeFor,
  isOnboardingAuthPage,
  onboardingRedirect,
  type Profile,
  privateRedirect,
  publicOnlyRedirect,
  sessionKind,
} from './route-decisions.ts';

const admin: Profile = {
  role: { id: 'r1', key: 'admin', name: 'Admin', scope: 'operator' },
  permissions: SYSTEM_ROLES.admin.permissions,
};
const owner: Profile = {
  role: { id: 'r2', key: 'owner', name: 'Owner', scope: 'company' },
  permissions: SYSTEM_ROLES.owner.permissions,
};
const session = (pur: 'session' | 'signup') => {
  const token = makeToken({ pur });
  return { token, claims: decodeToken(token)! };
};
const page = (path: string): AppPageDef => {
  const found = APP_PAGES.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
};

describe('session kinds', () => {
  it('tells visitors, sign-up tokens and sessions apart', () => {
    expect(sessionKind(null)).toBe('anonymous');
    expect(sessionKind(session('signup'))).toBe('signup');
    expect(sessionKind(session('session'))).toBe('session');
  });
});

describe('public pages', () => {
  it('send a signed-in user home and let everyone else in', () => {
    expect(publicOnlyRedirect('session')).toBe(HOME_RESOLVER_PATH);
    expect(publicOnlyRedirect('anonymous')).toBeNull();
    // The sign-up flow's pages (confirmation, payment) are public and used with a sign-up token.
    expect(publicOnlyRedirect('signup')).toBeNull();
  });

  it('stay open to a session on the payment steps of a sign-up, and only there', () => {
    expect(publicOnlyRedirect('session', '/auth/payment/0b4c', 'c1')).toBeNull();
    expect(publicOnlyRedirect('session', '/auth/register-complete', 'c1')).toBeNull();
    expect(publicOnlyRedirect('session', '/auth/confirmation/0b4c', 'c1')).toBe(HOME_RESOLVER_PATH);
    expect(publicOnlyRedirect('session', '/auth/register/basic', 'c1')).toBe(HOME_RESOLVER_PATH);
    expect(publicOnlyRedirect('session', '/auth/login', 'c1')).toBe(HOME_RESOLVER_PATH);
    // Operator staff have no company that could be paying.
    expect(publicOnlyRedirect('session', '/auth/payment/0b4c', null)).toBe(HOME_RESOLVER_PATH);
    expect(isOnboardingAuthPage('/auth/payment/')).toBe(false);
    expect(isOnboardingAuthPage('/auth/payment/x/y')).toBe(false);
  });
});

describe('onboarding steps (docs/product.md §2)', () => {
  const me = (
    status: 'pending_verification' | 'pending_payment' | 'pending_profile' | 'active' | 'suspended',
  ) => ({
    id: 'u1',
    company: { id: 'c1', name: 'Clínica', status },
  });

  it('follow the company status: code, payment, profile', () => {
    expect(onboardingStep(me('pending_verification'))).toBe('/auth/confirmation/u1');
    expect(onboardingStep(me('pending_payment'))).toBe('/auth/payment/u1');
    expect(onboardingStep(me('pending_profile'))).toBe('/app/companies/add');
    expect(onboardingStep(me('active'))).toBeNull();
    expect(onboardingStep(me('suspended'))).toBeNull();
    expect(onboardingStep({ id: 'u1', company: null })).toBeNull();
  });

  it('hold an /app page until the company is active, and leave the company step to itself', () => {
    expect(onboardingRedirect(me('pending_payment'), '/app/orders')).toBe('/auth/payment/u1');
    expect(onboardingRedirect(me('pending_profile'), '/app/orders')).toBe('/app/companies/add');
    expect(onboardingRedirect(me('pending_profile'), '/app/companies/add')).toBeNull();
    expect(onboardingRedirect(me('pending_payment'), '/app/companies/add/')).toBeNull();
    expect(onboardingRedirect(me('active'), '/app/orders')).toBeNull();
  });
});

describe('private pages', () => {
  it('send a visitor to the login page', () => {
    expect(privateRedirect('anonymous', '/app/orders')).toBe(LOGIN_PATH);
    expect(privateRedirect('anonymous', '/app/orders', 'rejected')).toBe(LOGIN_PATH);
  });

  it('send someone who just signed out to /app/login', () => {
    expect(privateRedirect('anonymous', '/app/orders', 'signed-out')).toBe(SIGNED_OUT_PATH);
  });

  it('let a session through', () => {
    expect(privateRedirect('session', '/app/orders')).toBeNull();
  });

  it('hold a sign-up token to the company step', () => {
    expect(privateRedirect('signup', '/app/companies/add')).toBeNull();
    expect(privateRedirect('signup', '/app/companies/add/')).toBeNull();
    expect(privateRedirect('signup', '/app/orders')).toBe('/app/companies/add');
  });
});

describe('home', () => {
  it('is the dashboard for an admin and the orders for an owner', () => {
    expect(homeFor(admin)).toBe('/app/dashboard');
    expect(homeFor(owner)).toBe('/app/orders');
  });
});

describe('canOpen (docs/product.md §5 page table)', () => {
  const adminOnly = [
    'dashboard',
    'drivers',
    'vehicles',
    'containers',
    'waste',
    'stores',
    'reports',
    'school/add',
  ];
  const both = [
    'actives',
    'orders',
    'orders/add',
    'routes',
    'roles/add',
    'users/edit/:id',
    'clients',
    'profile',
  ];

  it.each(adminOnly)('admin only: %s', (path) => {
    expect(canOpen(page(path), admin)).toBe(true);
    expect(canOpen(page(path), owner)).toBe(false);
  });

  it.each(both)('owner and admin: %s', (path) => {
    expect(canOpen(page(path), admin)).toBe(true);
    expect(canOpen(page(path), owner)).toBe(true);
  });

  it("gives a company's user their own reports from the orders, and staff the reports page", () => {
    expect(canOpen(page('orders/reports'), owner)).toBe(true);
    expect(canOpen(page('orders/reports'), admin)).toBe(false);
    expect(canOpen(page('orders/reports'), { ...owner, permissions: ['routes:read'] })).toBe(false);
  });

  it('needs the create permission on add pages', () => {
    // Owners read routes but do not create them (SYSTEM_ROLES.owner).
    expect(canOpen(page('routes'), owner)).toBe(true);
    expect(canOpen(page('routes/add'), owner)).toBe(false);
    expect(canOpen(page('routes/edit/:id'), owner)).toBe(true);
  });

  it('follows the role, not only the scope', () => {
    const reader: Profile = { ...owner, permissions: ['orders:read'] };
    expect(canOpen(page('orders'), reader)).toBe(true);
    expect(canOpen(page('orders/add'), reader)).toBe(false);
    expect(canOpen(page('users'), reader)).toBe(false);
    expect(canOpen(page('profile'), reader)).toBe(true);
  });

  it('covers every /app path of docs/product.md §5', () => {
    const paths = APP_PAGES.map((p) => p.path);
    for (const expected of [
      'actives',
      'orders',
      'orders/add',
      'orders/edit/:id',
      'routes/edit/:id',
      'roles/edit/:id',
      'users/add',
      'clients/edit/:id',
      'drivers/edit/:id',
      'vehicles/add',
      'containers/edit/:id',
      'waste/add/sub-waste',
      'waste/edit/sub-waste',
      'stores/zone/:id',
      'stores/zone/container/:id',
      'school/edit/:id',
      'patients/school/:id_school',
      'patients/add',
      'patients/edit/:id',
      'reports',
      'settings',
    ]) {
      expect(paths).toContain(expected);
    }
  });
});

describe('deep links through the sign-in', () => {
  const origin = 'https://recolecta.test';

  it('keeps only pages of this site under /app/', () => {
    expect(sameSitePath('/app/vehicles?status=active#top', origin)).toBe('/app/vehicles?status=active#top');
    for (const bad of [
      '//evil.test/app/x',
      'https://evil.test/app/x',
      '/\\evil.test',
      '/auth/login',
      'app/x',
      '',
      null,
    ]) {
      expect(sameSitePath(bad, origin), String(bad)).toBeNull();
    }
  });

  it('lands on the page asked for when the profile may open it, else home', () => {
    expect(deepLinkTarget('/app/vehicles', admin)).toBe('/app/vehicles');
    expect(deepLinkTarget('/app/drivers/edit/7?tab=history', admin)).toBe('/app/drivers/edit/7?tab=history');
    expect(deepLinkTarget('/app/orders', owner)).toBe('/app/orders');
    // An owner sent to an operator's page gets their own home.
    expect(deepLinkTarget('/app/vehicles', owner)).toBe('/app/orders');
    expect(deepLinkTarget('/app/no-such-page', admin)).toBe('/app/dashboard');
    expect(deepLinkTarget(null, admin)).toBe('/app/dashboard');
  });
});
