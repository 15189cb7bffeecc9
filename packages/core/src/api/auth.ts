/**
 * The wire contract of signing in and of the signed-in user: the browser's `POST /login/` and
 * `/logout/`, Superset's JWT API (`/api/v1/security/login`, `/refresh`), `csrf_token/`, and
 * `/api/v1/me/` (read, `roles/`, and the user's own `PUT`). The server parses bodies with these
 * schemas and its answers satisfy them; the web takes `z.infer`.
 */
import { z } from 'zod';
import { userNameFields } from './fields.js';

const REQUIRED = 'Missing data for required field.';
const personName = z.string().trim().min(1, REQUIRED).max(64);

/** `POST /login/` (JSON or form): the sign-in form's fields. */
export const loginFormSchema = z.object({
  username: z.string().min(1, REQUIRED).max(256),
  password: z.string().min(1, REQUIRED).max(1024),
  next: z.string().optional(),
  csrf_token: z.string().max(256).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** `POST /login/` and `/logout/` asked for JSON: where the browser goes next. */
export const loginRedirectResponseSchema = z.object({ result: z.object({ redirect: z.string() }) });
export type LoginRedirectResponse = z.infer<typeof loginRedirectResponseSchema>;

/** `POST /api/v1/security/login`: Superset's JWT sign-in (only the `db` provider). */
export const apiLoginSchema = z.object({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
  provider: z.enum(['db']).default('db'),
  refresh: z.boolean().default(false),
});
export type ApiLogin = z.input<typeof apiLoginSchema>;

export const apiLoginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
});
export type ApiLoginResponse = z.infer<typeof apiLoginResponseSchema>;

/** `POST /api/v1/security/refresh` with the refresh token as Bearer. */
export const refreshResponseSchema = z.object({ access_token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** `GET /api/v1/security/csrf_token/`. */
export const csrfTokenResponseSchema = z.object({ result: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/** `GET /api/v1/me/`: the signed-in user. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  ...userNameFields,
  email: z.string(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = z.object({ result: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** Role name → its [permission, view] pairs, e.g. `{"Admin": [["can_read", "Dashboard"]]}`. */
export const rolePermissionsSchema = z.record(
  z.string(),
  z.array(z.tuple([z.string(), z.string()]).readonly()).readonly(),
);

/** `GET /api/v1/me/roles/`: the signed-in user with the pairs of each role. */
export const currentUserWithRolesSchema = currentUserSchema.extend({ roles: rolePermissionsSchema });
export type CurrentUserWithRoles = z.infer<typeof currentUserWithRolesSchema>;
export const currentUserWithRolesResponseSchema = z.object({ result: currentUserWithRolesSchema });
export type CurrentUserWithRolesResponse = z.infer<typeof currentUserWithRolesResponseSchema>;

/** `PUT /api/v1/me/`: own names, or a new password with the current one. */
export const meUpdateSchema = z
  .object({
    first_name: personName,
    last_name: personName,
    password: z.string().max(1024),
    current_password: z.string().max(1024),
  })
  .partial();
export type MeUpdate = z.infer<typeof meUpdateSchema>;

export const meUpdateResponseSchema = z.object({
  result: currentUserSchema.extend({ login_count: z.number().int() }),
});
export type MeUpdateResponse = z.infer<typeof meUpdateResponseSchema>;
