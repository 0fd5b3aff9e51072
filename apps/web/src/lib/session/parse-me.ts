import type { Me } from '@recolecta/shared/users';
import { setOrganisationTimeZone } from '../time-zone.ts';

/**
 * Checks an answer against the shared `meResponseSchema`. Loaded on demand: the schema brings zod,
 * which only the signed-in area needs, not the login page.
 */
export async function parseMeResponse(body: unknown): Promise<Me> {
  const { meResponseSchema } = await import('@recolecta/shared/users');
  const me = meResponseSchema.parse(body).data;
  // Before any page renders a time with it.
  setOrganisationTimeZone(me.timeZone);
  return me;
}
