import type { z } from 'zod';
import type { JobDefinition } from '../job-definition.ts';
import { mailSendJob } from './mail-send.ts';
import { plansGenerateJob } from './plans-generate.ts';
import { routesOptimizeJob } from './routes-optimize.ts';

/** Every job kind the app runs: add a file beside this one and list it here. */
export const JOB_KINDS = [
  mailSendJob,
  plansGenerateJob,
  routesOptimizeJob,
] as const satisfies readonly JobDefinition[];

type Kinds = (typeof JOB_KINDS)[number];
export type JobKind = Kinds['kind'];
export type JobPayload<K extends JobKind> = z.input<Extract<Kinds, { kind: K }>['payload']>;

export function jobDefinition(kind: string): JobDefinition | undefined {
  return JOB_KINDS.find((k) => k.kind === kind);
}
