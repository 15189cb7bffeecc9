/** Request bodies of the embedding API (Superset's EmbeddedDashboardConfigSchema, GuestTokenCreateSchema). */
import { z } from 'zod';

const MAX_DOMAINS = 100;

export const embeddedConfigSchema = z.object({
  allowed_domains: z
    .array(z.string().max(300), { error: 'Missing data for required field.' })
    .max(MAX_DOMAINS, `At most ${MAX_DOMAINS} domains are allowed`),
});

export const guestTokenCreateSchema = z.object({
  user: z
    .object({
      username: z.string().max(255).optional(),
      first_name: z.string().max(255).optional(),
      last_name: z.string().max(255).optional(),
    })
    .optional(),
  resources: z
    .array(
      z.object({
        type: z.literal('dashboard', { error: 'Must be one of: dashboard.' }),
        id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
      }),
      { error: 'Missing data for required field.' },
    )
    .max(50),
  rls: z
    .array(
      z.object({
        dataset: z.number().int().positive().optional(),
        clause: z.string({ error: 'Missing data for required field.' }),
      }),
      { error: 'Missing data for required field.' },
    )
    .max(100),
});

export type GuestTokenCreate = z.infer<typeof guestTokenCreateSchema>;
