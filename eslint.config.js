// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

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
  {
    // Dependencies point one way (docs/architecture.md): Discord's side and the commands reach the
    // store through src/play, never drizzle or src/db themselves. Types from src/db may be named.
    files: ['src/discord/**/*.ts', 'commands/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['drizzle-orm', 'drizzle-orm/*'],
            message: 'src/discord and commands reach the store through src/play: no drizzle here.' },
          { regex: '^(\\.\\./)+(src/)?db(/|$)', allowTypeImports: true,
            message: 'src/discord and commands reach the store through src/play: only types may come from src/db.' },
        ],
      }],
    },
  },
  {
    // Every text a player or admin reads comes from the locale files (src/discord/locales, each
    // game's ui/<game>/locales): no prose in code. Keys, ids, codes, camelCase names, markup and
    // symbols are not prose; log messages and thrown errors are for developers.
    files: ['src/discord/**/*.ts', 'src/images/**/*.ts', 'commands/**/*.ts'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', {
        mode: 'all',
        'should-validate-template': true,
        words: {
          exclude: [
            /^[a-z0-9_~!/@#$-]*$/,
            /^[a-z][a-zA-Z0-9]*$/,
            /^[\w-]*[.:][\w.:{}$-]*$/,
            /^([\s\p{P}\p{S}\p{Emoji_Presentation}\uFE0F]|\\n)*$/u,
            /^(<t:|:R>|:d>|<@|<#)$/,
          ],
        },
        callees: { exclude: ['t', 'en', 'de', 'i18n(ext)?', 'require', 'includes', 'Error', 'debug', 'info', 'warn', 'error', 'fatal', 'trace'] },
      }],
    },
  },
);
