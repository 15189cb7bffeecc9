/** Flask-AppBuilder's pending self-registrations and Superset's per-user attributes. */
import type { Id } from './columns.js';

export interface RegisterUserTable {
  id: Id;
  first_name: string;
  last_name: string;
  username: string;
  /** The requested password's hash (never answered by the API). */
  password: string | null;
  email: string;
  /** ISO timestamp. */
  registration_date: string | null;
  registration_hash: string | null;
}

export interface UserAttributeTable {
  id: Id;
  user_id: number;
  avatar_url: string | null;
  /** 'default' | 'dark' | 'system': the theme the user chose in the user menu; null when never chosen. */
  theme_mode: string | null;
}
