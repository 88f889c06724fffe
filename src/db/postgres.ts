/**
 * Opening PostgreSQL: a node-postgres pool, drizzle over it with the
 * PostgreSQL schema, and the committed migrations of `migrations/postgres/`
 * applied (a no-op when the schema is current).
 */
// node-postgres rather than postgres.js: drizzle, pg-boss and the @discordjs tooling all support it, and its Pool is the most widely deployed.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolderOf } from './migrations-folder.js';
import * as schema from './schema/postgres.js';

/** The drizzle database over the pool, typed with the PostgreSQL schema (so `db.query.*` works too). */
export type PgDb = NodePgDatabase<typeof schema>;

export interface PostgresHandle {
  /** The connection URL without its password (for messages and logs). */
  url: string;
  /** The node-postgres pool (raw SQL, `pool.connect()` for a dedicated connection). */
  pool: pg.Pool;
  /** The drizzle database over the pool. */
  db: PgDb;
  /** Ends the pool once its clients are released; safe to call more than once. */
  close(): Promise<void>;
}

export interface OpenPostgresOptions {
  /** Most connections the pool opens at once. Default 10. */
  poolSize?: number;
  /** Folder holding the drizzle-kit migrations; defaults to the project's `migrations/postgres/`. */
  migrationsFolder?: string;
  /** Told of an error on an idle pooled connection (the server restarted, the network dropped); the pool replaces it. */
  onPoolError?: (err: Error) => void;
}

/** Key of the session-level advisory lock that lets one process at a time migrate the database. */
const MIGRATION_LOCK = sql`hashtextextended('loners-bot: migrations', 0)`;

/** `url` with any password left out (in its user part or as `?password=`); a string that is not a URL loses anything between `:` and `@`. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === '' && !parsed.searchParams.has('password')) return url;
    parsed.password = '';
    parsed.searchParams.delete('password');
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, '@');
  }
}

/**
 * Opens a pool to the PostgreSQL database at `url` (a `postgres://` URL, as
 * node-postgres reads it) and applies any pending migrations. Processes
 * starting at once migrate one after the other: the first applies the
 * migrations, the others then find nothing to do.
 */
export async function openPostgres(url: string, opts: OpenPostgresOptions = {}): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString: url, max: Math.max(1, Math.trunc(opts.poolSize ?? 10)) });
  // Without a listener an idle connection's error would end the process; the pool drops that connection by itself.
  pool.on('error', opts.onPoolError ?? (() => undefined));
  let ended = false;
  const close = async () => {
    if (ended) return;
    ended = true;
    await pool.end();
  };
  try {
    const db = drizzle(pool, { schema });
    await migrateLocked(pool, opts.migrationsFolder ?? migrationsFolderOf('postgres'));
    return { url: withoutPassword(url), pool, db, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** Applies the migrations on one connection while it holds the migration lock. */
async function migrateLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  let failed = false;
  try {
    const db = drizzle(client, { schema });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migrate(db, { migrationsFolder });
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  } catch (err) {
    failed = true;
    throw err;
  } finally {
    // After a failure the connection is closed rather than reused: the server then drops its lock with the session.
    client.release(failed);
  }
}
