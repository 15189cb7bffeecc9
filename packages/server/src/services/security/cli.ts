/**
 * The `meridian create-user` and `meridian reset-password` commands: the same rules as the API
 * (password policy, unique username and email, known roles); a reset ends the user's sessions.
 */
import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';
import { DomainError, Invalid, NotFound } from '../../domain-errors.js';
import type { MetaStore } from '../../meta/db.js';
import { findUserByUsername, setPassword } from '../../meta/repositories/user.js';
import { generatePassword, hashPassword } from '../../security/passwords.js';
import { SessionStore } from '../../security/sessions.js';
import { bumpTokenVersion } from '../../security/token-version.js';
import { addUser, checkPassword, roleIdsByName } from './users.js';

export const CREATE_USER_USAGE = `create-user --username u --email e [--first-name f] [--last-name l]
                             [--role Gamma]... [--password p] [--inactive]
                             create a user (password generated and printed when omitted)`;
export const RESET_PASSWORD_USAGE = `reset-password --username u [--password p]
                             set a user's password and end their sessions`;

/** A rule's message for the terminal: `field: message` lines, or the message. */
export function cliErrorText(err: unknown): string | null {
  if (!(err instanceof DomainError)) return null;
  const body = err.body?.message;
  if (body && typeof body === 'object') {
    return Object.entries(body as Record<string, string[]>)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('\n');
  }
  return err.message;
}

type Out = (line: string) => void;

/** The given password, or a generated one to print once. */
function passwordOf(given: string | undefined): { password: string; generated: string | undefined } {
  const generated = given ? undefined : generatePassword();
  return { password: given ?? generated!, generated };
}

export async function createUserCommand(store: MetaStore, args: string[], out: Out): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string', multiple: true },
      password: { type: 'string' },
      inactive: { type: 'boolean' },
    },
  });
  if (!values.username || !values.email) throw new Invalid('create-user needs --username and --email');
  const { password, generated } = passwordOf(values.password);
  await addUser(store.db, {
    username: values.username,
    email: values.email,
    first_name: values['first-name'] ?? values.username,
    last_name: values['last-name'] ?? '',
    password,
    active: !values.inactive,
    roles: await roleIdsByName(store.db, values.role ?? ['Gamma']),
  });
  out(`User ${values.username} created.`);
  if (generated) out(`  password: ${generated}\nThis password is shown only once.`);
}

export async function resetPasswordCommand(
  store: MetaStore,
  config: Config,
  args: string[],
  out: Out,
): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { username: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.username) throw new Invalid('reset-password needs --username');
  const user = await findUserByUsername(store.db, values.username);
  if (!user) throw new NotFound(`No user named ${values.username}`);
  const { password, generated } = passwordOf(values.password);
  checkPassword(password);
  await setPassword(store.db, user.id, await hashPassword(password));
  await bumpTokenVersion(store.db, user.id); // the user's JWTs end along with the sessions
  await new SessionStore(store.db, config.sessionTtlMs).revokeAllForUser(user.id);
  out(`Password of ${user.username} changed; their sessions were ended.`);
  if (generated) out(`  password: ${generated}\nThis password is shown only once.`);
}
