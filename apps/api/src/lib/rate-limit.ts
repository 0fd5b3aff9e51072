import { AppError } from './app-error.ts';

/** 429 RATE_LIMITED with Retry-After, the way every throttle of the account flows answers. */
export function rateLimited(seconds: number) {
  const wait = Math.max(1, Math.ceil(seconds));
  return new AppError('RATE_LIMITED', {
    params: { seconds: wait },
    headers: { 'retry-after': String(wait) },
  });
}

/**
 * Seconds to wait before one more event is allowed, given the times of earlier events (newest
 * first): at most `perWindow` in `windowMs`, and at least `minGapMs` apart. Zero when allowed now.
 */
export function waitSeconds(
  times: readonly Date[],
  now: Date,
  limits: { minGapMs?: number; perWindow: number; windowMs: number },
) {
  let waitMs = 0;
  const latest = times[0];
  if (latest && limits.minGapMs)
    waitMs = Math.max(waitMs, latest.getTime() + limits.minGapMs - now.getTime());
  const recent = times.filter((t) => t.getTime() > now.getTime() - limits.windowMs);
  if (recent.length >= limits.perWindow) {
    const oldestCounted = recent[limits.perWindow - 1]!;
    waitMs = Math.max(waitMs, oldestCounted.getTime() + limits.windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
