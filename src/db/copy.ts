/**
 * `npm run db:copy -- --to postgres://… [--from <SQLite file>]`: moves the
 * bot's SQLite database (default: DATABASE_PATH, as the bot reads it) into an
 * empty PostgreSQL database (./copy-command.ts). The bot must be stopped
 * meanwhile. Exits 0 when done, 1 with one message when refused or failed.
 */
import { loadDotenv } from '../startup/env.js';
import { runCopy } from './copy-command.js';

loadDotenv();
process.exitCode = await runCopy(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
