/** What clicks tell about their users, written once the clicks calm down (names, languages). */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { Languages } from '../../src/discord/languages.js';
import { WriteLater } from '../../src/discord/write-later.js';
import { storedUserLanguage } from '../../src/play/prefs.js';
import { calmGate } from '../support/calm-gate.js';
import { useTempDatabase } from '../support/temp-db.js';

describe('WriteLater', () => {
  it('writes once the clicks calm down, the latest value per key, in one call', async () => {
    const clicks = calmGate();
    const writes: (readonly (readonly [string, number])[])[] = [];
    const later = new WriteLater<number>((entries) => writes.push(entries), { afterClicks: clicks.afterClicks });
    later.set('a', 1);
    later.set('b', 2);
    later.set('a', 3);
    await Promise.resolve();
    expect(writes).toEqual([]);
    clicks.calm();
    await later.idle();
    expect(writes).toEqual([[['a', 3], ['b', 2]]]);
  });

  it('flush() writes at once; a failed write is reported with its entries', () => {
    const failures: unknown[] = [];
    let fail = true;
    const written: string[] = [];
    const later = new WriteLater<string>(
      (entries) => {
        if (fail) throw new Error('disk full');
        written.push(...entries.map(([k]) => k));
      },
      { afterClicks: () => new Promise(() => {}), onError: (err, entries) => failures.push([(err as Error).message, entries]) },
    );
    later.set('a', 'x');
    later.flush();
    expect(failures).toEqual([['disk full', [['a', 'x']]]]);
    fail = false;
    later.set('b', 'y');
    later.flush();
    expect(written).toEqual(['b']);
  });
});

let handle: DatabaseHandle;
useTempDatabase('languages-later', (database) => {
  handle = database;
});

describe('Languages: a click tells the player language', () => {
  it('is used at once, stored once the clicks calm down, and read back after a restart', async () => {
    const clicks = calmGate();
    const languages = new Languages(handle.db, null, { afterClicks: clicks.afterClicks });
    expect(languages.noteUser('111', 'de')).toBe('de');
    expect(languages.user('111')).toBe('de');
    expect(storedUserLanguage(handle.db, '111')).toBeNull();
    clicks.calm();
    await languages.idle();
    expect(storedUserLanguage(handle.db, '111')).toBe('de');
    expect(new Languages(handle.db, null).user('111')).toBe('de');
  });

  it('a failed write forgets the language, so the next click records it again', async () => {
    const errors: unknown[] = [];
    const languages = new Languages(handle.db, null, { onError: (err) => errors.push(err) });
    handle.sqlite.exec('alter table user_prefs rename to user_prefs_away');
    languages.noteUser('222', 'de');
    await languages.idle();
    expect(errors).toHaveLength(1);
    handle.sqlite.exec('alter table user_prefs_away rename to user_prefs');
    languages.noteUser('222', 'de');
    await languages.idle();
    expect(storedUserLanguage(handle.db, '222')).toBe('de');
  });
});
