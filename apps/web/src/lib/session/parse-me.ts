import type { Me } from '@recolecta/shared/auth';

/**
 * Checks an answer against the shared `meResponseSchema`. Loaded on demand: the schema brings zod,
 * which only the signed-in area needs, not the login page.
 */
export async function parseMeResponse(body: unknown): Promise<Me> {
  const { meResponseSchema } = await import('@recolecta/shared/auth');
  return meResponseSchema.parse(body).data;
}
