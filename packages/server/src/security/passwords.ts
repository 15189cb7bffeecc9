/** Password hashing with argon2id (OWASP's parameters are @node-rs/argon2's defaults). */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A password for the generated admin: 20 URL-safe characters. */
export const generatePassword = (): string => randomBytes(15).toString('base64url');

/** Spend the same time when the user does not exist, so timing does not reveal usernames. */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}
