import type { Notice } from './http/error-effects.ts';

type Sink = (notice: Notice) => void;

let sink: Sink | null = null;
const queued: Notice[] = [];
const waiting = new Set<() => void>();

/** Notices raised before the UI mounted its notification host wait here. */
export function setNoticeSink(next: Sink | null) {
  sink = next;
  if (!sink) return;
  for (const notice of queued.splice(0)) sink(notice);
}

export function notify(notice: Notice) {
  if (sink) {
    sink(notice);
    return;
  }
  queued.push(notice);
  for (const listener of waiting) listener();
}

/** Whether a notice waits for a host (the host is loaded on the first one). */
export function hasWaitingNotice(): boolean {
  return queued.length > 0;
}

/** Called whenever a notice is queued for lack of a host. */
export function onNoticeWaiting(listener: () => void): () => void {
  waiting.add(listener);
  return () => waiting.delete(listener);
}

let preloader: (() => void) | null = null;

/** The app's notification host says how to load it ahead of need (app/providers/notice-host.tsx). */
export function setNoticePreloader(next: () => void) {
  preloader = next;
}

/**
 * Starts loading the notifications before they are needed (a form is being sent): an error answer
 * then shows at once. Features call this; the app decides what it loads.
 */
export function preloadNotices() {
  preloader?.();
}
