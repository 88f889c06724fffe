// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Engines are pure: no Discord, no database, no Node built-ins, no clock.
    files: ['src/games/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['discord.js', '@discordjs/*', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', 'node:*'],
            message: 'src/games must stay pure: no Discord, database or Node built-ins.' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'process', message: 'Engines must not read the environment.' },
        { name: 'setTimeout', message: 'Engines have no clock.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG kept in the state.' },
        { object: 'Date', property: 'now', message: 'Engines have no clock.' },
      ],
    },
  },
);
