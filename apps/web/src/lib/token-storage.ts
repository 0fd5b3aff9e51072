import type { TokenClaims } from '@recolecta/shared/auth';
import { decodeToken, isExpired } from './jwt.ts';

export const TOKEN_KEY = 'auth_token';

export interface StoredSession {
  token: string;
  claims: TokenClaims;
}

/** Why the last session ended: the guards send a signed-out user to /app/login, others to /auth/login. */
export type SessionEndReason = 'signed-out' | 'rejected';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: StoredSession | null } | undefined;
let endReason: SessionEndReason | null = null;

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage may be disabled (private mode); the session then lives only as long as this page.
  }
}

function readRaw(): string | null {
  return safeGet(() => localStorage, TOKEN_KEY) ?? safeGet(() => sessionStorage, TOKEN_KEY);
}

function emit() {
  cached = undefined;
  for (const listener of listeners) listener();
}

/**
 * The stored token if it is a well-formed, unexpired JWT; a malformed or expired one counts as absent
 * and is removed so no request ever carries it.
 */
export function getSession(nowMs: number = Date.now()): StoredSession | null {
  const raw = readRaw();
  if (cached && cached.raw === raw && (!cached.session || !isExpired(cached.session.claims, nowMs))) {
    return cached.session;
  }
  const claims = decodeToken(raw);
  if (raw && (!claims || isExpired(claims, nowMs))) {
    // Removed without notifying: this runs while React reads the snapshot, and every reader now sees null.
    removeStored();
    cached = { raw: null, session: null };
    return null;
  }
  const session = raw && claims ? { token: raw, claims } : null;
  cached = { raw, session };
  scheduleExpiry(session, nowMs);
  return session;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Tells subscribers when the token runs out, so an idle page leaves the private area on time. */
function scheduleExpiry(session: StoredSession | null, nowMs: number) {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!session || listeners.size === 0) return;
  const delay = session.claims.exp * 1000 - nowMs;
  if (delay > MAX_TIMEOUT_MS) return;
  expiryTimer = setTimeout(emit, Math.max(0, delay) + 10_000);
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/** Login success keeps the token in both storages. */
export function storeToken(token: string) {
  endReason = null;
  safeSet(() => localStorage, TOKEN_KEY, token);
  safeSet(() => sessionStorage, TOKEN_KEY, token);
  emit();
}

/** Verification success keeps the token in local storage only and drops the session copy. */
export function storeVerifiedToken(token: string) {
  endReason = null;
  safeSet(() => localStorage, TOKEN_KEY, token);
  safeSet(() => sessionStorage, TOKEN_KEY, null);
  emit();
}

function removeStored() {
  safeSet(() => localStorage, TOKEN_KEY, null);
  safeSet(() => sessionStorage, TOKEN_KEY, null);
}

export function clearToken(reason: SessionEndReason = 'rejected') {
  endReason = reason;
  removeStored();
  emit();
}

export function sessionEndReason(): SessionEndReason | null {
  return endReason;
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  if (expiryTimer === undefined) scheduleExpiry(getSession(), Date.now());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
