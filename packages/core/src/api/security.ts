/**
 * The wire contract of Superset's security administration (`/api/v1/security/`): users, roles with
 * their (permission, view) pairs and members, and the permission and view-menu catalogues. The
 * server parses bodies with these schemas and its answers satisfy them; the web takes `z.infer`.
 */
import { z } from 'zod';
import { createdChangedByFields, idResultSchema, infoResponseSchema, userNameFields } from './fields.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, listResponseSchema } from './list.js';

const REQUIRED = 'Missing data for required field.';
const personName = z.string().trim().min(1, REQUIRED).max(64);
const ids = z.array(z.number().int().positive());
const idName = z.object({ id: z.number().int(), name: z.string() });

/** `DELETE` of a user or a role. */
export const securityDeleteResponseSchema = z.object({ message: z.string() });
export type SecurityDeleteResponse = z.infer<typeof securityDeleteResponseSchema>;
/** `_info` of a security resource: the caller's permissions on it. */
export const securityInfoResponseSchema = infoResponseSchema();
export type SecurityInfoResponse = z.infer<typeof securityInfoResponseSchema>;

// Users

export const roleRefSchema = idName;
export type RoleRef = z.infer<typeof roleRefSchema>;
export const groupRefSchema = idName;
export type GroupRef = z.infer<typeof groupRefSchema>;

/** A user as `/api/v1/security/users/` lists and shows it (never the password). */
export const securityUserSchema = z.object({
  id: z.number().int(),
  ...userNameFields,
  username: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(roleRefSchema),
  /** Flask-AppBuilder's groups the user belongs to (it holds their roles too). */
  groups: z.array(groupRefSchema),
  login_count: z.number().int(),
  fail_login_count: z.number().int(),
  last_login: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  ...createdChangedByFields,
});
export type SecurityUserListItem = z.infer<typeof securityUserSchema>;
export const securityUserListResponseSchema = listResponseSchema(securityUserSchema);
export const securityUserShowResponseSchema = idResultSchema(securityUserSchema);
export type SecurityUserShowResponse = z.infer<typeof securityUserShowResponseSchema>;

const userFields = {
  first_name: personName,
  last_name: personName,
  username: z.string().trim().min(1, REQUIRED).max(128),
  email: z.email('Not a valid email address.').max(320),
  password: z.string().max(1024),
  active: z.boolean(),
  roles: ids,
  /** The groups the user belongs to, replaced as a whole when sent. */
  groups: ids,
};

/** `POST /api/v1/security/users/`. */
export const userCreateSchema = z.object({
  ...userFields,
  active: userFields.active.default(true),
  roles: userFields.roles.default([]),
  groups: userFields.groups.default([]),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/** `PUT /api/v1/security/users/<pk>`: any of the fields; a password is set only when sent. */
export const userUpdateSchema = z.object(userFields).partial();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Create and update answer with what was saved, without the password. */
const savedUser = userCreateSchema.omit({ password: true });
export const userCreateResponseSchema = idResultSchema(savedUser);
export const userUpdateResponseSchema = idResultSchema(savedUser.partial());
export type UserCreateResponse = z.infer<typeof userCreateResponseSchema>;
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

// Roles

/** `POST /api/v1/security/roles/` and `PUT .../<pk>`. */
export const roleBodySchema = z.object({ name: personName });
export type RoleBody = z.infer<typeof roleBodySchema>;
export const roleListResponseSchema = listResponseSchema(roleRefSchema);
export const roleShowResponseSchema = idResultSchema(roleRefSchema);
export type RoleShowResponse = z.infer<typeof roleShowResponseSchema>;
/** Superset answers a created role's id as a string. */
export const roleCreateResponseSchema = z.object({ id: z.string(), result: roleBodySchema });
export const roleUpdateResponseSchema = z.object({ result: roleBodySchema });
export type RoleCreateResponse = z.infer<typeof roleCreateResponseSchema>;
export type RoleUpdateResponse = z.infer<typeof roleUpdateResponseSchema>;

/** `GET /api/v1/security/roles/search/?q=`: a name filter, paging and order by id or name. */
export const roleSearchQuerySchema = z
  .object({
    filters: z.array(z.object({ col: z.string(), value: z.unknown() })).default([]),
    page: z.number().int().min(0).default(0),
    page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    order_column: z.enum(['id', 'name']).default('name'),
    order_direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .loose();
export type RoleSearchQuery = z.input<typeof roleSearchQuerySchema>;

/** A role with the ids of its pairs, of its members and of the groups that carry it. */
export const roleSearchItemSchema = roleRefSchema.extend({
  permission_ids: z.array(z.number().int()),
  user_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
});
export type RoleSearchItem = z.infer<typeof roleSearchItemSchema>;
export const roleSearchResponseSchema = listResponseSchema(roleSearchItemSchema);

/** `GET /api/v1/security/roles/<id>/permissions/`: the role's pairs by name. */
export const rolePermissionSchema = z.object({
  id: z.number().int(),
  permission_name: z.string(),
  view_menu_name: z.string(),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;
export const rolePermissionListResponseSchema = z.object({ result: z.array(rolePermissionSchema) });
export type RolePermissionListResponse = z.infer<typeof rolePermissionListResponseSchema>;

/** `POST /api/v1/security/roles/<id>/permissions`: the role's pairs, replaced as a whole. */
export const rolePermissionsUpdateSchema = z.object({ permission_view_menu_ids: ids });
export const rolePermissionsUpdateResponseSchema = z.object({ result: rolePermissionsUpdateSchema });
export type RolePermissionsUpdateResponse = z.infer<typeof rolePermissionsUpdateResponseSchema>;
export type RolePermissionsUpdate = z.infer<typeof rolePermissionsUpdateSchema>;

/** `PUT /api/v1/security/roles/<id>/users`: the role's members, replaced as a whole. */
export const roleUsersUpdateSchema = z.object({ user_ids: ids });
export const roleUsersUpdateResponseSchema = z.object({ result: roleUsersUpdateSchema });
export type RoleUsersUpdateResponse = z.infer<typeof roleUsersUpdateResponseSchema>;
export type RoleUsersUpdate = z.infer<typeof roleUsersUpdateSchema>;

// Permissions, view menus and their pairs

/** `/api/v1/security/permissions/` and `/resources/` (view menus): named objects. */
export const permissionSchema = idName;
export const viewMenuSchema = idName;
export const permissionListResponseSchema = listResponseSchema(permissionSchema);
export const viewMenuListResponseSchema = listResponseSchema(viewMenuSchema);
export const permissionShowResponseSchema = idResultSchema(idName);
export type PermissionShowResponse = z.infer<typeof permissionShowResponseSchema>;

/** `/api/v1/security/permissions-resources/`: a (permission, view) pair a role can be given. */
export const permissionViewSchema = z.object({
  id: z.number().int(),
  permission: z.object({ name: z.string() }),
  view_menu: z.object({ name: z.string() }),
});
export type PermissionView = z.infer<typeof permissionViewSchema>;
export const permissionViewListResponseSchema = listResponseSchema(permissionViewSchema).extend({
  list_columns: z.array(z.string()),
  order_columns: z.array(z.string()),
  list_title: z.string(),
});
export type PermissionViewListResponse = z.infer<typeof permissionViewListResponseSchema>;
export const permissionViewShowResponseSchema = z.object({
  id: z.number().int(),
  result: permissionViewSchema,
});
export type PermissionViewShowResponse = z.infer<typeof permissionViewShowResponseSchema>;
