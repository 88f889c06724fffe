/** The PostgreSQL store: written once the PostgreSQL schema lands. */
import type { Store } from './store.js';

export async function postgresStore(url: string): Promise<Store> {
  throw new Error(`PostgreSQL is not wired yet (${url.replace(/:[^:@/]*@/, ':***@')})`);
}
