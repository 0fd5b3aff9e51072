import { describe, expect, it, vi } from 'vitest';
import { LOGIN_PATH, ONBOARDING_PATH } from '../paths.ts';
import { createErrorEffects, type ErrorEffectDeps } from './error-effects.ts';
import { HttpError, type HttpErrorKind } from './http-error.ts';

function setup() {
  const deps = {
    notify: vi.fn<ErrorEffectDeps['notify']>(),
    translate: vi.fn<ErrorEffectDeps['translate']>((key, params) =>
      params ? `${key} ${JSON.stringify(params)}` : key,
    ),
    clearSession: vi.fn(),
    navigate: vi.fn(),
    reload: vi.fn(),
  };
  return { deps, handle: createErrorEffects(deps) };
}

const error = (kind: HttpErrorKind, extra: Partial<ConstructorParameters<typeof HttpError>[0]> = {}) =>
  new HttpError({ kind, status: 0, code: 'X', message: 'server says', ...extra });

describe('error effects (docs/product.md §6)', () => {
  it('401 on a session request: forget the token, say so, go to login', () => {
    const { deps, handle } = setup();
    handle(error('unauthenticated', { status: 401 }), {});
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'http.authFail', description: 'http.loginAgain' }),
    );
    expect(deps.navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('401 on a public call (login, register, recovery, reset, new password) is left to the page', () => {
    const { deps, handle } = setup();
    handle(error('unauthenticated', { status: 401 }), { public: true });
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('403 FORBIDDEN: says there is no permission and keeps the token', () => {
    const { deps, handle } = setup();
    handle(error('forbidden', { status: 403 }), {});
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ description: 'http.forbidden' }));
  });

  it('403 COMPANY_NOT_ACTIVE: goes to the next onboarding step', () => {
    const { deps, handle } = setup();
    handle(error('company-not-active', { status: 403 }), {});
    expect(deps.navigate).toHaveBeenCalledWith(ONBOARDING_PATH);
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('503 (the database is away): says the service is busy and to try again; the session and the form stay', () => {
    for (const options of [{}, { public: true }]) {
      const { deps, handle } = setup();
      handle(
        error('unavailable', { status: 503, code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: 5 }),
        options,
      );
      expect(deps.notify).toHaveBeenCalledWith({
        type: 'warning',
        key: 'busy',
        title: 'http.busyTitle',
        description: 'http.busyIn {"seconds":5}',
      });
      expect(deps.clearSession).not.toHaveBeenCalled();
      expect(deps.navigate).not.toHaveBeenCalled();
      expect(deps.reload).not.toHaveBeenCalled();
    }
    const { deps, handle } = setup();
    handle(error('unavailable', { status: 503 }), {});
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ description: 'http.busy' }));
  });

  it("404: shows the server's message", () => {
    const { deps, handle } = setup();
    handle(error('not-found', { status: 404 }), {});
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ description: 'server says' }));
  });

  it('409: says someone else changed it and offers a reload', () => {
    const { deps, handle } = setup();
    handle(error('conflict', { status: 409, code: 'VERSION_CONFLICT' }), {});
    const notice = deps.notify.mock.calls[0]?.[0];
    expect(notice).toMatchObject({
      type: 'warning',
      description: 'http.conflict',
      action: { label: 'http.reload' },
    });
    notice?.action?.onClick();
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it('409 taken by the form on screen: the form alone reacts, no notice', () => {
    const { deps } = setup();
    const offer = vi.fn((e: HttpError) => e.code === 'VERSION_CONFLICT');
    const handle = createErrorEffects({ ...deps, offer });
    handle(error('conflict', { status: 409, code: 'VERSION_CONFLICT' }), {});
    expect(offer).toHaveBeenCalledOnce();
    expect(deps.notify).not.toHaveBeenCalled();
    // What the view leaves, the notice still says.
    handle(error('conflict', { status: 409, code: 'ROLE_IN_USE' }), {});
    expect(deps.notify).toHaveBeenCalledOnce();
  });

  it('never offers the session rows to a view: a 401 still signs out', () => {
    const { deps } = setup();
    const offer = vi.fn(() => true);
    const handle = createErrorEffects({ ...deps, offer });
    handle(error('unauthenticated', { status: 401 }), {});
    expect(offer).not.toHaveBeenCalled();
    expect(deps.clearSession).toHaveBeenCalledOnce();
  });

  it("another 409 (a taken e-mail, a role in use) says the server's message, without a reload", () => {
    const { deps, handle } = setup();
    handle(
      error('conflict', {
        status: 409,
        code: 'EMAIL_TAKEN',
        details: [{ path: 'email', message: 'taken' }],
      }),
      {},
    );
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', title: 'http.validationTitle', description: 'server says' }),
    );
    handle(error('conflict', { status: 409, code: 'ROLE_IN_USE' }), {});
    const notice = deps.notify.mock.calls[1]?.[0];
    expect(notice).toMatchObject({ title: 'http.error', description: 'server says' });
    expect(notice?.action).toBeUndefined();
  });

  it('422: warns, leaving the field messages to the form', () => {
    const { deps, handle } = setup();
    handle(error('validation', { status: 422 }), {});
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', description: 'server says' }),
    );
  });

  it('429: says when to retry', () => {
    const { deps, handle } = setup();
    handle(error('rate-limited', { status: 429, retryAfterSeconds: 30 }), {});
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'http.retryIn {"seconds":30}' }),
    );
    handle(error('rate-limited', { status: 429 }), {});
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'http.retryLater' }));
  });

  it.each([
    ['timeout', 'http.timeout'],
    ['network', 'http.error'],
    ['server', 'http.error'],
  ] as const)('%s: notifies "%s", on public calls too', (kind, title) => {
    for (const options of [{}, { public: true }]) {
      const { deps, handle } = setup();
      handle(error(kind), options);
      expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title }));
      expect(deps.clearSession).not.toHaveBeenCalled();
      expect(deps.navigate).not.toHaveBeenCalled();
    }
  });
});
