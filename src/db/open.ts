/**
 * The store the configuration asks for: PostgreSQL when DATABASE_URL is set
 * (several processes over one database), else the SQLite file at
 * DATABASE_PATH (the zero-configuration default).
 */
import { openDatabase, sqliteStore } from './connection.js';
import type { Store } from './store.js';

export async function openStore(config: { databaseUrl?: string | undefined; databasePath: string }): Promise<Store> {
  if (config.databaseUrl) {
    const { postgresStore } = await import('./postgres-store.js');
    return postgresStore(config.databaseUrl);
  }
  return sqliteStore(openDatabase(config.databasePath));
}
