import type { DriverAction, DriverActionResult, DriverDay } from '@recolecta/shared/driver';
import { type HttpError, isHttpError } from '../../../lib/http/http-error.ts';
import { openTypedStore, type TypedStore } from './idb.ts';

/** An act made on the phone, kept until the server accepts it (or refuses it for good). */
export interface QueuedAction {
  /** The action's own id, made on the phone: the server does a repeated id only once. */
  id: string;
  userId: string;
  /** Order of queueing: acts are sent oldest first, one at a time. */
  seq: number;
  action: DriverAction;
  /** Set when the server refused it (4xx): it is not sent again; the driver dismisses it. */
  rejected?: { status: number; code: string; message: string };
}

/** The last day fetched for a user, so the page opens without the network. */
export interface SavedDay {
  userId: string;
  day: DriverDay;
  savedAt: string;
}

type Stores = { actions: QueuedAction; days: SavedDay };

let database: Promise<TypedStore<Stores>> | undefined;
const db = () => {
  database ??= openTypedStore<Stores>('recolecta-driver', 1, [
    { name: 'actions', keyPath: 'id' },
    { name: 'days', keyPath: 'userId' },
  ]);
  return database;
};

export async function loadSavedDay(userId: string): Promise<SavedDay | undefined> {
  return (await db()).get('days', userId);
}

export async function saveDay(userId: string, day: DriverDay): Promise<void> {
  await (await db()).put('days', { userId, day, savedAt: new Date().toISOString() });
}

/** What a failed send means for the act: try again later, drop it as refused, or wait for a sign-in. */
export type Verdict = 'retry' | 'rejected' | 'signed-out';

export function verdictOf(error: unknown): Verdict {
  if (!isHttpError(error)) return 'retry';
  if (['network', 'timeout', 'unavailable', 'server', 'rate-limited'].includes(error.kind)) return 'retry';
  if (error.kind === 'unauthenticated') return 'signed-out';
  return 'rejected';
}

/** The server's words for a refusal, with the fields it names. */
export function refusalOf(error: unknown): NonNullable<QueuedAction['rejected']> {
  if (!isHttpError(error)) return { status: 0, code: 'UNKNOWN', message: String(error) };
  const details = error.details.map((d) => d.message).filter((m) => m && m !== error.message);
  return {
    status: error.status,
    code: error.code,
    message: details.length ? `${error.message}: ${details.join('; ')}` : error.message,
  };
}

export interface QueueState {
  loaded: boolean;
  /** Waiting to be sent, oldest first. */
  queued: readonly QueuedAction[];
  /** Refused by the server, oldest first. */
  rejected: readonly QueuedAction[];
  sending: boolean;
  /** Acts accepted since the page opened: "everything sent" once the queue is empty again. */
  sent: number;
}

export type QueueEvent =
  | { type: 'sent'; action: DriverAction; result: DriverActionResult }
  | { type: 'drained' }
  | { type: 'signed-out'; error: HttpError };

export type Sender = (action: DriverAction) => Promise<DriverActionResult>;

/**
 * One user's queue of acts on the phone (docs/product.md §9 "Driver view"): kept in IndexedDB, sent
 * oldest first, one at a time. An answer 2xx removes the act; no answer, a 5xx, a 503 or a 429 keeps
 * it for the next try; a 4xx moves it to the refused list with the server's message; a 401 keeps
 * it and stops until the user signs in again.
 */
export class ActionQueue {
  private state: QueueState = { loaded: false, queued: [], rejected: [], sending: false, sent: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly handlers = new Set<(event: QueueEvent) => void>();
  private flushing: Promise<void> | null = null;
  private lastSeq = 0;
  readonly ready: Promise<void>;

  constructor(
    readonly userId: string,
    private readonly send: Sender,
  ) {
    this.ready = this.load();
  }

  private async load() {
    const rows = (await (await db()).getAll('actions'))
      .filter((row) => row.userId === this.userId)
      .sort((a, b) => a.seq - b.seq);
    this.lastSeq = rows.at(-1)?.seq ?? 0;
    this.set({
      loaded: true,
      queued: rows.filter((row) => !row.rejected),
      rejected: rows.filter((row) => row.rejected),
    });
  }

  private set(patch: Partial<QueueState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private emit(event: QueueEvent) {
    for (const handler of this.handlers) handler(event);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = () => this.state;

  /** Hears acts accepted, the queue emptied, and a session that ended. */
  listen(handler: (event: QueueEvent) => void) {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }

  /** Keeps the act on the phone, then tries to send it at once. */
  async enqueue(action: DriverAction) {
    await this.ready;
    this.lastSeq = Math.max(Date.now(), this.lastSeq + 1);
    const row: QueuedAction = { id: action.id, userId: this.userId, seq: this.lastSeq, action };
    await (await db()).put('actions', row);
    this.set({ queued: [...this.state.queued, row] });
    void this.flush();
  }

  /** Forgets a refused act. */
  async dismiss(id: string) {
    await (await db()).delete('actions', id);
    this.set({ rejected: this.state.rejected.filter((row) => row.id !== id) });
  }

  /** Sends what is queued, oldest first, until the queue is empty or the network fails. */
  flush(): Promise<void> {
    this.flushing ??= this.run().finally(() => {
      this.flushing = null;
      this.set({ sending: false });
    });
    return this.flushing;
  }

  private async run() {
    await this.ready;
    let answered = 0;
    for (let next = this.state.queued[0]; next; next = this.state.queued[0]) {
      this.set({ sending: true });
      try {
        const result = await this.send(next.action);
        await (await db()).delete('actions', next.id);
        answered += 1;
        this.set({
          queued: this.state.queued.filter((row) => row.id !== next!.id),
          sent: this.state.sent + 1,
        });
        this.emit({ type: 'sent', action: next.action, result });
      } catch (error) {
        const verdict = verdictOf(error);
        if (verdict === 'signed-out') this.emit({ type: 'signed-out', error: error as HttpError });
        if (verdict !== 'rejected') return;
        answered += 1;
        const refused: QueuedAction = { ...next, rejected: refusalOf(error) };
        await (await db()).put('actions', refused);
        this.set({
          queued: this.state.queued.filter((row) => row.id !== refused.id),
          rejected: [...this.state.rejected, refused],
        });
      }
    }
    // The server answered everything: the day is fetched again, holding what it accepted.
    if (answered > 0) this.emit({ type: 'drained' });
  }
}

const queues = new Map<string, ActionQueue>();

/** The user's queue: one per user and tab, so a page that opens again finds it as it was. */
export function queueOf(userId: string, send: Sender): ActionQueue {
  let queue = queues.get(userId);
  if (!queue) {
    queue = new ActionQueue(userId, send);
    queues.set(userId, queue);
  }
  return queue;
}
