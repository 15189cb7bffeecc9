/** The roles list (`GET /api/v1/security/roles/`, `_info`, `distinct/`): id and name. */
import type { ResourceSpec } from '../../resource.js';
import { namedSpec } from '../named-spec.js';

export const roleSpec: ResourceSpec = namedSpec('security/roles', 'Role', 'ab_role');
