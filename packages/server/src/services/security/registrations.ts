/**
 * Pending self-registrations (Flask-AppBuilder's RegisterUser): created, changed and deleted by
 * admins through `/api/v1/security/user_registrations/`. A username is unique among requests and
 * may not be an existing user's (400 naming the field); a requested password is stored hashed.
 */
import { invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { userWithSame } from '../../meta/repositories/user.js';
import { hashPassword } from '../../security/passwords.js';

/** A request's fields as the API validated them (all present on create). */
export interface RegistrationFields {
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  registration_date?: string | null | undefined;
  registration_hash?: string | null | undefined;
}
type NewRegistration = RegistrationFields &
  Required<Pick<RegistrationFields, 'first_name' | 'last_name' | 'username' | 'email'>>;

export const REGISTRATION_EXISTS = 'A registration request with this username already exists.';
export const USERNAME_IS_USER = 'A user with this username already exists.';
export const REGISTRATION_NOT_FOUND = 'Not found';

/** The columns answered by the API: never the password, nor the activation hash (a bearer token). */
export const REGISTRATION_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'registration_date',
] as const;

export async function findRegistration(db: MetaDb, id: number) {
  const row = await db
    .selectFrom('ab_register_user')
    .select(REGISTRATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFound(REGISTRATION_NOT_FOUND);
  return row;
}

async function checkUsername(db: MetaDb, username: string | undefined, exceptId?: number) {
  if (username === undefined) return;
  let other = db.selectFrom('ab_register_user').select('id').where('username', '=', username);
  if (exceptId !== undefined) other = other.where('id', '!=', exceptId);
  if (await other.executeTakeFirst()) throw invalidField('username', REGISTRATION_EXISTS);
  if ((await userWithSame(db, 'username', username)) !== undefined)
    throw invalidField('username', USERNAME_IS_USER);
}

async function columnsOf(body: RegistrationFields) {
  const { password, ...rest } = body;
  return { ...rest, ...(password !== undefined && { password: await hashPassword(password) }) };
}

export async function createRegistration(db: MetaDb, body: NewRegistration): Promise<number> {
  await checkUsername(db, body.username);
  const row = await db
    .insertInto('ab_register_user')
    .values({
      ...(await columnsOf(body)),
      first_name: body.first_name,
      last_name: body.last_name,
      username: body.username,
      email: body.email,
      registration_date: body.registration_date ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function changeRegistration(db: MetaDb, id: number, body: RegistrationFields): Promise<void> {
  await findRegistration(db, id);
  await checkUsername(db, body.username, id);
  const values = await columnsOf(body);
  if (Object.keys(values).length === 0) return;
  await db.updateTable('ab_register_user').set(values).where('id', '=', id).execute();
}

export async function removeRegistration(db: MetaDb, id: number): Promise<void> {
  await findRegistration(db, id);
  await db.deleteFrom('ab_register_user').where('id', '=', id).execute();
}
