import { passwordSchema } from '@recolecta/shared/accounts';
import { emailSchema } from '@recolecta/shared/auth';
import { errorMessage, isErrorCode } from '@recolecta/shared/errors';
import type { Locale } from '@recolecta/shared/locales';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findSystemRoleId } from '../../db/system-data.ts';
import { findUserByEmail } from './auth.repository.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './users.repository.ts';

const adminInput = z.object({
  email: emailSchema,
  name: z.string().trim().min(2).max(120),
  password: passwordSchema,
});

/** The first operator admin (the command line, or the set-up page in the language it was used in). */
export async function createAdmin(
  db: Db,
  input: { email: string; name: string; password: string; locale?: Locale },
) {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map(
          (i) => `${i.path.join('.')}: ${isErrorCode(i.message) ? errorMessage(i.message, 'en') : i.message}`,
        )
        .join('\n'),
    );
  const { email, name, password } = parsed.data;
  // null: the system creates the first admin from the command line; no one is signed in.
  if (await findUserByEmail(db, null, email))
    throw new Error(`A user with the e-mail ${email} already exists`);
  const roleId = await findSystemRoleId(db, 'admin');
  const user = await insertUser(db, null, {
    email,
    name,
    roleId: roleId!,
    passwordHash: await hashPassword(password),
    status: 'active',
    ...(input.locale ? { locale: input.locale } : {}),
  });
  return { id: user.id, email: user.email };
}
