/**
 * The PostgreSQL store: several processes over one database. Transactions
 * run at READ COMMITTED; a match is locked with SELECT … FOR UPDATE inside
 * them (src/play/matches.ts lockMatch), and one that loses a deadlock or a
 * serialization race is run again from the start (it called no one outside).
 */
import { openPostgres, type PostgresHandle } from './postgres.js';
import * as schema from './schema/postgres.js';
import type { Db, Q, Store, Tables } from './store.js';

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

function retryable(err: unknown): boolean {
  const code = (err as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

export function storeOver(handle: PostgresHandle): Store {
  // The two schemas define the same tables and types (test/db/schemas.test.ts): queries are typed with the SQLite ones.
  const t = schema as unknown as Tables;
  const q = (db: unknown): Q => ({ db: db as Db, t, dialect: 'postgres' });
  return {
    dialect: 'postgres',
    where: handle.url,
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await handle.db.transaction((tx) => fn(q(tx)));
        } catch (err) {
          if (attempt >= ATTEMPTS || !retryable(err)) throw err;
        }
      }
    },
    read: (fn) => fn(q(handle.db)),
    close: () => handle.close(),
  };
}

export async function postgresStore(url: string): Promise<Store> {
  return storeOver(await openPostgres(url));
}
