/**
 * What `npm run db:copy` tells the host, in English and German: every
 * message exists in both (the type sees to that), is translated, and carries
 * the same facts (variables, URLs, paths, table names, numbers).
 */
import { describe, expect, it } from 'vitest';
import { copyMessages, type CopyMessages } from '../../src/startup/host-messages/index.js';

const URL = 'postgres://bot@db.example:5432/bot';
const FILE = '/srv/data/bot.sqlite';

/** Arguments for every message (the compiler insists on one entry per key). */
const samples: { [K in keyof CopyMessages]: Parameters<CopyMessages[K]>[] } = {
  usage: [[]],
  badArguments: [["Unknown option '--form'"]],
  noTarget: [[]],
  targetNotPostgres: [['mysql://db.example/bot']],
  starting: [[FILE, URL]],
  sourceMissing: [[FILE]],
  sourceNotSqlite: [[FILE, 'SQLITE_NOTADB']],
  sourceNotOurs: [[FILE]],
  sourceOutdated: [[FILE]],
  sourceNewer: [[FILE]],
  targetNotEmpty: [[URL, ['matches', 'meta']]],
  postgresUnreachable: [[URL, 'connect ECONNREFUSED 10.0.0.7:5432']],
  postgresLoginRefused: [[URL, 'password authentication failed for user "bot"']],
  postgresNoDatabase: [[URL, 'SQLSTATE 3D000']],
  postgresNotAllowed: [[URL, 'permission denied for schema public']],
  countMismatch: [['match_actions', 120, 119]],
  failed: [['deadlock detected']],
  done: [[URL, [{ table: 'matches', rows: 12 }, { table: 'match_actions', rows: 345 }]]],
};

/** What a host acts on: variables, URLs, paths, options, table names and numbers. */
function facts(text: string): string[] {
  const patterns = [
    /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, // variables
    /\b(?:postgres|mysql):\/\/[\w.@:/-]+/g, // URLs (their placeholders are translated)
    /(?<![\w:/<-])\/\w[\w.-]*(?:\/[\w.-]*)*/g, // paths
    /--\w+/g, // options
    /\b[a-z]+_[a-z_]+\b|\bmatches\b|\bmeta\b/g, // table names
    /\b\d+\b/g, // numbers
  ];
  return patterns.flatMap((p) => text.match(p) ?? []).map((fact) => fact.replace(/\.+$/, ''));
}

const keys = Object.keys(samples) as (keyof CopyMessages)[];

describe('the messages of npm run db:copy', () => {
  it('have a sample for every message, in both languages', () => {
    expect(keys.sort()).toEqual(Object.keys(copyMessages.en).sort());
    expect(Object.keys(copyMessages.de).sort()).toEqual(Object.keys(copyMessages.en).sort());
  });

  for (const key of keys) {
    it(`${key}: translated, with the same facts`, () => {
      for (const args of samples[key]) {
        const call = (language: 'en' | 'de') => (copyMessages[language][key] as (...a: unknown[]) => string)(...args);
        const [en, de] = [call('en'), call('de')];
        expect(de).not.toBe(en);
        expect(facts(de).sort()).toEqual(facts(en).sort());
        // No English left in the German text.
        expect(de).not.toMatch(/\b(the|is|not|and|must|this|with|your|Check|Give|Copy)\b/);
      }
    });
  }
});
