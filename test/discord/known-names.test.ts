/** Display names kept across restarts: recorded as people act, written once clicks calm down, read back after a restart. */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { userNames } from '../../src/db/schema.js';
import { KnownNames } from '../../src/discord/known-names.js';
import { calmGate } from '../support/calm-gate.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('known-names', (database) => {
  handle = database;
});

const rows = () => handle.db.select().from(userNames).all();
const ann = { id: '111111111111111111', username: 'ann', globalName: 'Ann' };

describe('KnownNames', () => {
  it('knows a name at once, and writes it only once the clicks have calmed down', async () => {
    const clicks = calmGate();
    const names = new KnownNames(handle.db, { afterClicks: clicks.afterClicks, now: () => 1000 });
    names.saw(ann);
    names.saw({ id: '222222222222222222', username: 'ben', globalName: null });
    expect(names.get(ann.id)).toBe('Ann');
    expect(names.get('222222222222222222')).toBe('ben');
    expect(rows()).toEqual([]);
    clicks.calm();
    await names.idle();
    expect(rows()).toEqual([
      { userId: ann.id, name: 'Ann', updatedAt: 1000 },
      { userId: '222222222222222222', name: 'ben', updatedAt: 1000 },
    ]);
  });

  it('reads the names back after a restart, and knows nobody it never saw', async () => {
    const before = new KnownNames(handle.db);
    before.saw(ann);
    await before.idle();
    const after = new KnownNames(handle.db);
    expect(after.get(ann.id)).toBe('Ann');
    expect(after.get('333333333333333333')).toBeNull();
  });

  it('writes nothing for a name it already has, and a changed name over the old one', async () => {
    let now = 1000;
    const names = new KnownNames(handle.db, { now: () => now });
    names.saw(ann);
    await names.idle();
    now = 2000;
    names.saw(ann);
    await names.idle();
    // A restart knows the stored name: seeing it again writes nothing either.
    const restarted = new KnownNames(handle.db, { now: () => now });
    restarted.saw(ann);
    await restarted.idle();
    expect(rows()).toEqual([{ userId: ann.id, name: 'Ann', updatedAt: 1000 }]);
    restarted.saw({ ...ann, globalName: 'Ann B.' });
    await restarted.idle();
    expect(rows()).toEqual([{ userId: ann.id, name: 'Ann B.', updatedAt: 2000 }]);
  });

  it('flush() writes what waits at once (the bot stopping)', () => {
    const clicks = calmGate();
    const names = new KnownNames(handle.db, { afterClicks: clicks.afterClicks });
    names.saw(ann);
    names.flush();
    expect(rows().map((r) => r.name)).toEqual(['Ann']);
  });

  it('reports a write that failed, and tries again on the next click', async () => {
    const errors: unknown[] = [];
    const names = new KnownNames(handle.db, { onError: (err) => errors.push(err) });
    handle.sqlite.exec('alter table user_names rename to user_names_away');
    // Neither seeing nor reading a name throws (a click must not fail for it).
    expect(() => names.saw(ann)).not.toThrow();
    expect(errors, 'seeing a name reads nothing').toEqual([]);
    expect(names.get('444444444444444444')).toBeNull();
    await names.idle();
    expect(errors.length).toBeGreaterThanOrEqual(2);
    handle.sqlite.exec('alter table user_names_away rename to user_names');
    names.saw(ann);
    await names.idle();
    expect(rows().map((r) => r.name)).toEqual(['Ann']);
  });
});
