import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <what>` writes a new migration to ./migrations/postgres too
// (SQL + meta/_journal.json); commit it. The bot applies it at start-up on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/postgres.ts',
  out: './migrations/postgres',
  strict: true,
  verbose: true,
});
