import type { JobDefinition } from './job-definition.ts';

/** The kinds this process runs, by name: filled once where the app is composed (app.ts), read when a job is queued. */
const registry = new Map<string, JobDefinition>();

/**
 * Registers the app's job kinds (app.ts, with the kinds of every module). Registering a kind again is
 * harmless (every app a process builds registers the same ones); another definition under a name
 * already taken is a mistake, and throws.
 */
export function registerJobKinds(kinds: readonly JobDefinition[]) {
  for (const kind of kinds) {
    const known = registry.get(kind.kind);
    if (known && known !== kind) throw new Error(`Two job kinds are named ${kind.kind}`);
    registry.set(kind.kind, kind);
  }
}

export function jobDefinition(kind: string): JobDefinition | undefined {
  return registry.get(kind);
}
