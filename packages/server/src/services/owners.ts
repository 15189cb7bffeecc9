/**
 * How a service checks and writes an object's owners. The rules (owners must exist; a non-admin
 * stays an owner) live with the route machinery in `api/owners.ts`, which hands them to the service.
 */
import type { MetaDb } from '../meta/db.js';

export interface OwnerRules {
  /** The owner ids to store for the requested ones (which must exist). */
  resolve(requested: number[] | undefined): Promise<number[]>;
  replace(db: MetaDb, objectId: number, owners: readonly number[]): Promise<void>;
}
