/** The e-mail a previous page handed over in the navigation state (`{ email }`), if any. */
export function stateEmail(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}
