/**
 * What `npm run db:copy` (src/db/copy.ts) tells the host, in English: each
 * message names the cause and the fix. German: ./copy-de.ts, with the same
 * keys and facts. (A set of its own beside ./en.ts, so that the copy's
 * messages travel with it.)
 */

export interface TableRows {
  table: string;
  rows: number;
}

const USAGE = 'npm run db:copy -- --to postgres://<user>:<password>@<host>:5432/<database> [--from <SQLite file>]';

/** The rows per table, one line each, the counts aligned. */
export const rowsTable = (counts: readonly TableRows[]): string => {
  const width = Math.max(0, ...counts.map((c) => c.table.length));
  return counts.map((c) => `  ${c.table.padEnd(width)}  ${c.rows}`).join('\n');
};

export const copyEn = {
  usage: () =>
    `Usage: ${USAGE}\n` +
    "Copies the bot's SQLite database (--from, else DATABASE_PATH, else data/bot.sqlite) into an empty PostgreSQL database. Stop the bot first.",
  badArguments: (detail: string) => `${detail}. Usage: ${USAGE}`,
  noTarget: () => `Say where to copy to: ${USAGE}`,
  targetNotPostgres: (given: string) =>
    `--to must be a PostgreSQL URL such as postgres://bot:<password>@localhost:5432/bot (got "${given}").`,
  starting: (file: string, url: string) =>
    `Copying ${file} into ${url}. The bot must not be running meanwhile: whatever it writes during the copy would be lost.`,
  sourceMissing: (file: string) =>
    `There is no SQLite database at ${file}. Give the bot's database with --from <file>, or set DATABASE_PATH as the bot has it.`,
  sourceNotSqlite: (file: string, detail: string) =>
    `${file} is not a SQLite database that can be read (${detail}). Give the bot's database with --from <file>.`,
  sourceNotOurs: (file: string) =>
    `${file} is not the bot's database (it has no table of applied migrations). Give the bot's database with --from <file>.`,
  sourceOutdated: (file: string) =>
    `${file} lacks migrations of this version of the bot: start this version once on it (it brings the database up to date), stop it, then copy again.`,
  sourceNewer: (file: string) =>
    `${file} was last used by a newer version of the bot than this one: copy with that version, or update this one first.`,
  targetNotEmpty: (url: string, tables: readonly string[]) =>
    `${url} already holds rows in ${tables.join(', ')}: the copy goes into an empty database only. ` +
    'Give an empty database (createdb <database>), or empty this one yourself if none of its rows are needed.',
  postgresUnreachable: (url: string, detail: string) =>
    `PostgreSQL does not answer at ${url} (${detail}). Check the host and port in --to, and that the server runs and accepts connections from this machine.`,
  postgresLoginRefused: (url: string, detail: string) => `PostgreSQL refused the login at ${url} (${detail}). Check the user and the password in --to.`,
  postgresNoDatabase: (url: string, detail: string) =>
    `The database of ${url} does not exist (${detail}). Create it (createdb -O <user> <database>), then copy again.`,
  postgresNotAllowed: (url: string, detail: string) =>
    `The user of ${url} may not create or fill the bot's tables (${detail}). Copy as the database's owner, or grant that user the rights.`,
  countMismatch: (table: string, expected: number, actual: number) =>
    `The check after copying failed: ${table} has ${expected} rows in SQLite but ${actual} in PostgreSQL. PostgreSQL keeps none of the copy.`,
  failed: (detail: string) => `The copy failed: ${detail}. PostgreSQL keeps none of the copy (it runs as one transaction).`,
  done: (url: string, counts: readonly TableRows[]) =>
    `Copied ${counts.reduce((sum, c) => sum + c.rows, 0)} rows into ${url}, checked table by table:\n${rowsTable(counts)}\n` +
    'Next: set DATABASE_URL to that URL (with its password) where the bot reads its settings (the environment or .env), then start the bot. ' +
    'Keep the SQLite file as a backup.',
};

export type CopyMessages = typeof copyEn;
