import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <what>` writes a new migration to ./migrations/sqlite
// (SQL + meta/_journal.json); commit it. The bot applies it at start-up.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/sqlite.ts',
  out: './migrations/sqlite',
  strict: true,
  verbose: true,
});
