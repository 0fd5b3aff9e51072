import type { Notice } from './http/error-effects.ts';

type Sink = (notice: Notice) => void;

let sink: Sink | null = null;
const queued: Notice[] = [];

/** Notices raised before the UI mounted its notification host wait here. */
export function setNoticeSink(next: Sink | null) {
  sink = next;
  if (!sink) return;
  for (const notice of queued.splice(0)) sink(notice);
}

export function notify(notice: Notice) {
  if (sink) sink(notice);
  else queued.push(notice);
}
