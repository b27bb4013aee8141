import type { Db } from './db/client';
import type { Session } from './people/session';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    /** The admin's session, or null for an anonymous caller. */
    session: Session | null;
  };
};
