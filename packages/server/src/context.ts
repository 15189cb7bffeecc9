/** What every route module receives: configuration and the shared services. */
import type { Config } from './config.js';
import type { MetaDb, MetaStore } from './meta/db.js';
import type { JwtService } from './security/jwt.js';
import type { SessionStore } from './security/sessions.js';

export interface AppContext {
  config: Config;
  store: MetaStore;
  db: MetaDb;
  sessions: SessionStore;
  jwt: JwtService;
}
