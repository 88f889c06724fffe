/**
 * `npm run db:copy -- --to postgres://… [--from <SQLite file>]`: the checks
 * around moving house (./copy-tables.ts) and what the host reads, in the
 * host's language. The SQLite file is opened read-only and must carry exactly
 * this version's migrations; PostgreSQL gets its migrations applied and must
 * be empty. Returns the exit code: 0 done, 1 refused or failed (one message).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { databasePathOf } from '../startup/config.js';
import { networkFailure } from '../startup/errors.js';
import { hostLanguageOf } from '../startup/host-language.js';
import { copyMessagesFor, type CopyMessages } from '../startup/host-messages/index.js';
import { CopyError, copySqliteToPostgres } from './copy-tables.js';
import { migrationsFolderOf } from './migrations-folder.js';
import { openPostgres, withoutPassword, type PostgresHandle } from './postgres.js';
import * as sqliteSchema from './schema/sqlite.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface CopyOutput {
  /** Progress and the summary (stdout). */
  out(text: string): void;
  /** The one message of a refusal or failure (stderr). */
  err(text: string): void;
}

/** A refusal already worded for the host. */
class Refusal extends Error {}

export async function runCopy(args: readonly string[], env: Env, output: CopyOutput): Promise<number> {
  const messages = copyMessagesFor(hostLanguageOf(env).language);
  let sqlite: Database.Database | undefined;
  let postgres: PostgresHandle | undefined;
  let target = '';
  try {
    const options = parseOptions(args, messages);
    if (options.help) {
      output.out(messages.usage());
      return 0;
    }
    target = withoutPassword(options.to);
    const file = resolve(options.from ?? databasePathOf(env));
    sqlite = openSource(file, messages);
    output.out(messages.starting(file, target));
    postgres = await openPostgres(options.to, { poolSize: 2 });
    // One read transaction: the rows copied are one snapshot of the SQLite file.
    sqlite.exec('begin');
    const counts = await copySqliteToPostgres(drizzle(sqlite, { schema: sqliteSchema }), postgres.db);
    output.out(messages.done(target, counts));
    return 0;
  } catch (err) {
    output.err(explain(err, target, messages));
    return 1;
  } finally {
    if (sqlite?.open) sqlite.close();
    await postgres?.close().catch(() => undefined);
  }
}

function parseOptions(args: readonly string[], messages: CopyMessages): { to: string; from: string | undefined; help: boolean } {
  let values: { to?: string | undefined; from?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args: [...args], options: { to: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (err) {
    throw new Refusal(messages.badArguments(err instanceof Error ? err.message : String(err)));
  }
  if (values.help) return { to: '', from: undefined, help: true };
  const to = values.to?.trim();
  if (!to) throw new Refusal(messages.noTarget());
  if (!/^postgres(ql)?:\/\//i.test(to)) throw new Refusal(messages.targetNotPostgres(withoutPassword(to)));
  return { to, from: values.from, help: false };
}

/** The bot's SQLite file, read-only, after checking it carries exactly this version's migrations. */
function openSource(file: string, messages: CopyMessages): Database.Database {
  if (!existsSync(file) || statSync(file).isDirectory()) throw new Refusal(messages.sourceMissing(file));
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    const known = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
    if (!known) throw new Refusal(messages.sourceNotOurs(file));
    const { last } = sqlite.prepare('select max(created_at) as last from __drizzle_migrations').get() as { last: number | null };
    const latest = latestMigration();
    if (last === null || Number(last) < latest) throw new Refusal(messages.sourceOutdated(file));
    if (Number(last) > latest) throw new Refusal(messages.sourceNewer(file));
    return sqlite;
  } catch (err) {
    sqlite?.close();
    if (err instanceof Refusal) throw err;
    throw new Refusal(messages.sourceNotSqlite(file, err instanceof Error ? err.message : String(err)));
  }
}

/** When the newest SQLite migration of this version was made: what drizzle's migrator records as applied last. */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolderOf('sqlite'), 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

type ErrorLike = Error & { code?: unknown; cause?: unknown };

/** The PostgreSQL error code (SQLSTATE) of `err` or of what caused it. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as ErrorLike, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The innermost message: drizzle wraps the server's words in "Failed query: …". */
function innermost(err: unknown): string {
  let e = err as ErrorLike;
  for (let depth = 0; e.cause instanceof Error && depth < 5; depth++) e = e.cause as ErrorLike;
  return e.message || String(err);
}

function explain(err: unknown, url: string, messages: CopyMessages): string {
  if (err instanceof Refusal) return err.message;
  if (err instanceof CopyError) {
    const { problem } = err;
    return problem.kind === 'target-not-empty' ? messages.targetNotEmpty(url, problem.tables) : messages.countMismatch(problem.table, problem.expected, problem.actual);
  }
  const detail = innermost(err);
  const state = sqlState(err);
  // Class 28: invalid authorization (a wrong password, a role that may not log in).
  if (state?.startsWith('28')) return messages.postgresLoginRefused(url, detail);
  if (state === '3D000') return messages.postgresNoDatabase(url, detail);
  if (state === '42501') return messages.postgresNotAllowed(url, detail);
  const network = networkFailure(err);
  if (network !== undefined) return messages.postgresUnreachable(url, network.timedOut ? detail : network.detail);
  return messages.failed(detail);
}
