/**
 * The wire contract of Superset's `/api/v1/tag/`: the tag as the list and `GET {pk}` answer it, the
 * create/update body (name, description, objects to tag), `bulk_create` and its answer, object
 * tagging, and the tagged objects `get_objects` answers. Tag types are Superset's enum numbers
 * (1 custom, 2 type, 3 owner, 4 favorited_by).
 */
import { z } from 'zod';
import { createdChangedByFields } from './fields.js';

/** Superset's TagType values. */
export const TAG_TYPE_CUSTOM = 1;

/** An `[object type, id]` pair: the type by name ('dashboard', 'chart', 'query') or number. */
export const objectToTagSchema = z.tuple([z.union([z.string(), z.number().int()]), z.number().int()]);
export type ObjectToTag = z.infer<typeof objectToTagSchema>;

export const tagBodySchema = z.object({
  name: z.string().trim().min(1).max(250),
  description: z.string().max(10_000).nullish(),
  objects_to_tag: z.array(objectToTagSchema).max(1000).optional(),
});
export type TagBody = z.input<typeof tagBodySchema>;

export const tagBulkBodySchema = z.object({
  tags: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(250),
        objects_to_tag: z.array(objectToTagSchema).max(1000),
      }),
    )
    .min(1)
    .max(100),
});
export type TagBulkBody = z.input<typeof tagBulkBodySchema>;

export const tagBulkResponseSchema = z.object({
  result: z.object({
    objects_tagged: z.array(objectToTagSchema),
    objects_skipped: z.array(objectToTagSchema),
  }),
});
export type TagBulkResponse = z.infer<typeof tagBulkResponseSchema>;

/** `POST /api/v1/tag/{object_type}/{object_id}/`: `{properties: {tags: [names]}}`. */
export const objectTagsBodySchema = z.object({
  properties: z.object({ tags: z.array(z.string().max(250)).max(100) }),
});

/** A tag as the list and `GET {pk}` answer it. */
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.union([z.number(), z.string()]),
  description: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
  created_on_delta_humanized: z.string(),
  ...createdChangedByFields,
});
export type Tag = z.infer<typeof tagSchema>;

/** A tag as an object carries it. */
export const tagRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.union([z.number(), z.string()]).optional(),
});
export type TagRef = z.infer<typeof tagRefSchema>;

const userRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** One object of `GET /api/v1/tag/get_objects/`. */
export const taggedObjectSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  url: z.string(),
  changed_on: z.string(),
  created_by: userRef.nullable(),
  creator: z.string(),
  owners: z.array(userRef),
  tags: z.array(tagRefSchema),
});
export type TaggedObject = z.infer<typeof taggedObjectSchema>;
