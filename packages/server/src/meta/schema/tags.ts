/** The tags a user starred (Superset's `user_favorite_tag`); the tags themselves are in content.ts. */
import type { Id } from './columns.js';

export interface UserFavoriteTagTable {
  id: Id;
  tag_id: number;
  user_id: number;
}
