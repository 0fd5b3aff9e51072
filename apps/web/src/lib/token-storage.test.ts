import { describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/make-token.ts';
import {
  clearToken,
  getSession,
  getToken,
  sessionEndReason,
  storeToken,
  storeVerifiedToken,
  subscribeToken,
  TOKEN_KEY,
} from './token-storage.ts';

describe('token storage', () => {
  it('keeps a login token in both local and session storage', () => {
    const token = makeToken();
    storeToken(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(getToken()).toBe(token);
    expect(getSession()?.claims.role).toBe('admin');
  });

  it('keeps a verification token in local storage only', () => {
    storeToken(makeToken({ jti: 'old' }));
    const verified = makeToken({ jti: 'new' });
    storeVerifiedToken(verified);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(verified);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('treats a malformed token as absent and removes it', () => {
    localStorage.setItem(TOKEN_KEY, 'garbage.token');
    expect(getSession()).toBeNull();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('treats an expired token as absent', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('notices expiry of a token it already read', () => {
    const now = Date.now();
    storeToken(makeToken({ exp: Math.floor(now / 1000) + 60 }));
    expect(getSession(now)).not.toBeNull();
    expect(getSession(now + 120_000)).toBeNull();
  });

  it('falls back to the session-storage copy', () => {
    const token = makeToken();
    sessionStorage.setItem(TOKEN_KEY, token);
    expect(getToken()).toBe(token);
  });

  it('returns the same snapshot while nothing changes (useSyncExternalStore needs it)', () => {
    storeToken(makeToken());
    expect(getSession()).toBe(getSession());
  });

  it('remembers why the last session ended until the next sign-in', () => {
    storeToken(makeToken());
    clearToken('signed-out');
    expect(sessionEndReason()).toBe('signed-out');
    clearToken();
    expect(sessionEndReason()).toBe('rejected');
    storeToken(makeToken());
    expect(sessionEndReason()).toBeNull();
  });

  it('tells subscribers when the token is stored or cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    storeToken(makeToken());
    clearToken();
    unsubscribe();
    storeToken(makeToken());
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });
});

describe('token expiry while the page is open', () => {
  it('tells subscribers once the token has run out', () => {
    vi.useFakeTimers();
    try {
      storeToken(makeToken({ exp: Math.floor(Date.now() / 1000) + 60 }));
      const listener = vi.fn();
      const unsubscribe = subscribeToken(listener);
      vi.advanceTimersByTime(75_000);
      expect(listener).toHaveBeenCalled();
      expect(getSession()).toBeNull();
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });
});
