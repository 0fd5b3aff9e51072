import type { DriverAction, DriverActionResult, DriverDay } from '@recolecta/shared/driver';
import { api } from '../../../lib/api-client.ts';

/**
 * The driver's calls. Both are `quiet`: on a weak connection a failure is expected and the page
 * shows it in place (a saved copy of the day, acts kept in the queue) instead of a notice each time.
 */
export function fetchDriverDay(signal?: AbortSignal): Promise<DriverDay> {
  return api.get<{ data: DriverDay }>('/driver/day', { signal, quiet: true }).then((r) => r.data);
}

/** Actions carry photos and signatures: a slow uplink gets longer than the usual minute. */
export function sendDriverAction(action: DriverAction): Promise<DriverActionResult> {
  return api
    .post<{ data: DriverActionResult }>('/driver/actions', action, { quiet: true, timeoutMs: 120_000 })
    .then((r) => r.data);
}

/** A random UUID v4: `crypto.randomUUID` exists only on https and localhost, a phone may reach plain http. */
export function newActionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
