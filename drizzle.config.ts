import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <what>` writes a new migration to ./migrations
// (SQL + meta/_journal.json); commit it. The bot applies it at start-up.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './migrations',
  strict: true,
  verbose: true,
});
