/** Column types shared by the metadata tables (decision 0002: generated integer ids, 0/1 booleans, ISO-8601 UTC text). */
import type { Generated } from 'kysely';

export type Id = Generated<number>;
export type Bool = number;
export type Ts = string;

export interface Audit {
  created_on: Ts;
  changed_on: Ts;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** A row of an owners link table (`<object>_user`). */
export interface OwnerLink {
  id: Id;
  user_id: number;
}
