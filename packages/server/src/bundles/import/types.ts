/** What the writers of one import share, and what each answers. */
import type { AppContext } from '../../context.js';
import type { IdsByUuid } from './existing.js';

export interface WriteContext {
  /** The application, its `db` being the import's transaction. */
  app: AppContext;
  /** uuid → id of every object stored so far: those found before the import and those it wrote. */
  ids: IdsByUuid;
  now: string;
}

/** Whether an existing object of this kind is updated in place (else it is reused untouched). */
export interface WriteMode {
  overwrite: boolean;
}

export type WriteAction = 'created' | 'updated' | 'reused';

export interface Written {
  id: number;
  action: WriteAction;
}
