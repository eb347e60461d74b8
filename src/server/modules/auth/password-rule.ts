// The server's side of the password rule (decision 0027): every route that sets a password asks here first, so
// a guessable password is refused with a 400 before anything is hashed, stored or used up. The rule itself is
// shared with the web (src/shared/auth/password-rule.ts); this file only finds whose password it is.
import type { PasswordInputs } from '@shared/auth/password-rule';
import type { TokenPurpose } from '@shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { peekToken } from './tokens';

// Loaded on first use or by warmPasswordRule() at start, not by every test that merely builds the app.
const loadRule = () => import('@shared/auth/password-rule');

/** Builds the matcher (a few hundred ms of CPU) at start, so the first registration does not pay for it. */
export async function warmPasswordRule(): Promise<void> {
  (await loadRule()).warmPasswordRule();
}

/**
 * A 400 naming the field when the password is guessable for an account known by these inputs. It runs on the
 * event loop (argon2 does not): judged on at most 64 characters, it costs a few ms, about 60 at worst.
 */
export async function refuseGuessablePassword(
  password: string,
  inputs: PasswordInputs,
  field: 'password' | 'newPassword' = 'password',
): Promise<void> {
  const problem = (await loadRule()).passwordProblem(password, inputs);
  if (problem) throw badRequest(problem, { [field]: problem }).withCode('PASSWORD_TOO_GUESSABLE');
}

/** The name and address of a live account, which its new password must not be built from. */
async function inputsOf(db: DbOrTx, userId: string): Promise<PasswordInputs | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      tussenvoegsel: users.tussenvoegsel,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The check for an account by id; an unknown id passes, so the caller answers it in its own way (404). */
export async function refuseGuessablePasswordOfUser(opts: {
  db: DbOrTx;
  userId: string;
  password: string;
  field?: 'password' | 'newPassword';
}): Promise<void> {
  const inputs = await inputsOf(opts.db, opts.userId);
  if (inputs) await refuseGuessablePassword(opts.password, inputs, opts.field);
}

/**
 * The check for the owner of a reset or set-password link, read without using the link up, so a refused password
 * leaves it working. A link that is not usable passes, so the caller answers it as an invalid link.
 */
export async function refuseGuessablePasswordOfToken(opts: {
  db: DbOrTx;
  token: string;
  purposes: readonly TokenPurpose[];
  password: string;
}): Promise<void> {
  const owner = await peekToken(opts.db, opts.token, [...opts.purposes]);
  if (owner)
    await refuseGuessablePasswordOfUser({ db: opts.db, userId: owner.userId, password: opts.password });
}
