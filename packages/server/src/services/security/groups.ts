/**
 * Flask-AppBuilder's groups: unique names, members and roles that must exist (400 naming the field),
 * and a role's groups replaced as a whole. Every change answers the users whose effective roles it
 * touched, so their cached permissions are dropped at once.
 */
import { invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import {
  countGroups,
  deleteGroup,
  findGroup,
  groupNamed,
  groupsOfRole,
  insertGroup,
  membersOfGroups,
  setGroupRoles,
  setGroupUsers,
  setRoleGroups,
  updateGroup,
  type GroupFields,
  type GroupRow,
} from '../../meta/repositories/group.js';
import { checkIdsExist, checkRoles, GROUPS_UNKNOWN } from './users.js';

export const GROUP_EXISTS = 'A group with this name already exists.';
const USERS_UNKNOWN = 'Some users do not exist.';

export interface GroupInput extends Partial<GroupFields> {
  users?: number[];
  roles?: number[];
}

export async function findGroupOr404(db: MetaDb, id: number): Promise<GroupRow> {
  const row = await findGroup(db, id);
  if (!row) throw new NotFound('Not found');
  return row;
}

async function checkInput(db: MetaDb, input: GroupInput, exceptId?: number) {
  if (input.name !== undefined) {
    const taken = await groupNamed(db, input.name);
    if (taken && taken.id !== exceptId) throw invalidField('name', GROUP_EXISTS);
  }
  const users = input.users && (await checkIdsExist(db, 'ab_user', input.users, 'users', USERS_UNKNOWN));
  const roles = input.roles && (await checkRoles(db, input.roles));
  return { users, roles };
}

const fieldsOf = ({ name, label, description }: GroupInput): Partial<GroupFields> =>
  Object.fromEntries(Object.entries({ name, label, description }).filter(([, v]) => v !== undefined));

/** Creates a group; answers its id and the users whose roles changed. */
export async function createGroup(db: MetaDb, input: GroupInput & { name: string }) {
  return db.transaction().execute(async (trx) => {
    const { users, roles } = await checkInput(trx, input);
    const id = await insertGroup(trx, {
      name: input.name,
      label: input.label ?? null,
      description: input.description ?? null,
    });
    if (users) await setGroupUsers(trx, id, users);
    if (roles) await setGroupRoles(trx, id, roles);
    return { id, affected: users ?? [] };
  });
}

/** Changes the fields given; `users` and `roles`, when given, replace the lists. */
export async function changeGroup(db: MetaDb, id: number, input: GroupInput): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await findGroupOr404(trx, id);
    const before = await membersOfGroups(trx, [id]);
    const { users, roles } = await checkInput(trx, input, id);
    await updateGroup(trx, id, fieldsOf(input));
    if (users) await setGroupUsers(trx, id, users);
    if (roles) await setGroupRoles(trx, id, roles);
    return [...new Set([...before, ...(users ?? [])])];
  });
}

export async function removeGroup(db: MetaDb, id: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const members = await membersOfGroups(trx, [id]);
    if (!(await deleteGroup(trx, id))) throw new NotFound('Not found');
    return members;
  });
}

/** Replaces the groups that carry role `roleId`; answers the unique ids and the affected users. */
export async function setGroupsOfRole(db: MetaDb, roleId: number, groupIds: readonly number[]) {
  const ids = [...new Set(groupIds)];
  return db.transaction().execute(async (trx) => {
    if ((await countGroups(trx, ids)) !== ids.length) throw invalidField('group_ids', GROUPS_UNKNOWN);
    const before = await groupsOfRole(trx, roleId);
    await setRoleGroups(trx, roleId, ids);
    const touched = [...new Set([...before, ...ids])];
    return { ids, affected: await membersOfGroups(trx, touched) };
  });
}
