/**
 * The wire contract of Flask-AppBuilder's groups (`/api/v1/security/groups/`): named sets of users
 * that carry roles. The web takes its types from here; the server parses bodies with the same rules.
 */
import { z } from 'zod';
import { listResponseSchema } from './list.js';

const ids = z.array(z.number().int().positive()).max(10_000);

/** A group as the list and `GET <pk>` answer it: its roles by name and its members by username. */
export const securityGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  users: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type SecurityGroup = z.infer<typeof securityGroupSchema>;
export const securityGroupListResponseSchema = listResponseSchema(securityGroupSchema);

const groupFields = {
  name: z.string().trim().min(1).max(100),
  label: z.string().max(150).nullable().optional(),
  description: z.string().max(512).nullable().optional(),
  roles: ids.optional(),
  users: ids.optional(),
};
/** `POST /api/v1/security/groups/`: a name, and optionally label, description, role and user ids. */
export const groupCreateSchema = z.strictObject(groupFields);
export type GroupCreate = z.infer<typeof groupCreateSchema>;
/** `PUT /api/v1/security/groups/<pk>`: any of the fields; `roles` and `users` replace the lists. */
export const groupUpdateSchema = z.strictObject({ ...groupFields, name: groupFields.name.optional() });
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;
/** Create answers the new id as a string, as Flask-AppBuilder does; both answer the saved body. */
export const groupCreateResponseSchema = z.object({ id: z.string(), result: groupCreateSchema });
export type GroupCreateResponse = z.infer<typeof groupCreateResponseSchema>;
export const groupUpdateResponseSchema = z.object({ result: groupUpdateSchema });
export type GroupUpdateResponse = z.infer<typeof groupUpdateResponseSchema>;
