/**
 * The bodies of Flask-AppBuilder's registration-request API (RegisterUser's columns): names, username,
 * email, the requested password (stored hashed, never answered), the registration date and hash.
 */
import { z } from 'zod';

const name = z.string().trim().min(1).max(64);

export const registrationPostSchema = z.strictObject({
  first_name: name,
  last_name: name,
  username: z.string().trim().min(1).max(128),
  email: z.email().max(320),
  password: z.string().min(1).max(256).optional(),
  registration_date: z.iso.datetime({ offset: true, local: true }).nullable().optional(),
  registration_hash: z.string().max(256).nullable().optional(),
});

export const registrationPutSchema = registrationPostSchema.partial();

export type RegistrationPost = z.infer<typeof registrationPostSchema>;
export type RegistrationPut = z.infer<typeof registrationPutSchema>;
