/** Display names and server nicknames kept across restarts: recorded as people act, written once clicks calm down, read back after a restart. */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { memberNames, userNames } from '../../src/db/schema/sqlite.js';
import { KnownNames, memberOf, pickedUserName } from '../../src/discord/known-names.js';
import { calmGate } from '../support/calm-gate.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('known-names', (database) => {
  handle = database;
});

const rows = () => handle.db.select().from(userNames).all();
const nickRows = () => handle.db.select({ guildId: memberNames.guildId, userId: memberNames.userId, nick: memberNames.nick }).from(memberNames).all();
const CLUB = '900000000000000001';
const OTHER_CLUB = '900000000000000002';
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

  describe('server nicknames', () => {
    it('knows a nickname per server at once, writes it once the clicks calm down, and reads it back after a restart', async () => {
      const clicks = calmGate();
      const names = new KnownNames(handle.db, { afterClicks: clicks.afterClicks });
      names.saw(ann, { guildId: CLUB, nick: 'Annie' });
      names.saw(ann, { guildId: OTHER_CLUB, nick: null });
      expect(names.nick(CLUB, ann.id)).toBe('Annie');
      expect(names.nick(OTHER_CLUB, ann.id)).toBeNull();
      expect(names.get(ann.id), 'the name outside servers stays the global one').toBe('Ann');
      expect(nickRows()).toEqual([]);
      clicks.calm();
      await names.idle();
      expect(nickRows()).toEqual([{ guildId: CLUB, userId: ann.id, nick: 'Annie' }]);

      const restarted = new KnownNames(handle.db);
      expect(restarted.nick(CLUB, ann.id)).toBe('Annie');
      expect(restarted.nick(OTHER_CLUB, ann.id)).toBeNull();
    });

    it('replaces a changed nickname, and forgets one removed, also after a restart', async () => {
      const names = new KnownNames(handle.db);
      names.saw(ann, { guildId: CLUB, nick: 'Annie' });
      await names.idle();
      names.saw(ann, { guildId: CLUB, nick: 'Queen Ann' });
      await names.idle();
      expect(nickRows()).toEqual([{ guildId: CLUB, userId: ann.id, nick: 'Queen Ann' }]);
      // After a restart the first click without a nickname removes the stored one.
      const restarted = new KnownNames(handle.db);
      restarted.saw(ann, { guildId: CLUB, nick: null });
      expect(restarted.nick(CLUB, ann.id)).toBeNull();
      await restarted.idle();
      expect(nickRows()).toEqual([]);
      expect(new KnownNames(handle.db).nick(CLUB, ann.id)).toBeNull();
    });

    it('reports a nickname write that failed, and tries again on the next click', async () => {
      const errors: unknown[] = [];
      const names = new KnownNames(handle.db, { onError: (err) => errors.push(err) });
      handle.sqlite.exec('alter table member_names rename to member_names_away');
      expect(() => names.saw(ann, { guildId: CLUB, nick: 'Annie' })).not.toThrow();
      expect(names.nick(OTHER_CLUB, ann.id), 'a read that fails is no nickname').toBeNull();
      await names.idle();
      expect(errors.length).toBeGreaterThanOrEqual(2);
      handle.sqlite.exec('alter table member_names_away rename to member_names');
      names.saw(ann, { guildId: CLUB, nick: 'Annie' });
      await names.idle();
      expect(nickRows().map((r) => r.nick)).toEqual(['Annie']);
    });

    it('memberOf reads the nickname from a cached member or from Discord\'s own object, and nothing outside a server', () => {
      expect(memberOf({ guildId: CLUB, member: { nickname: 'Annie' } as never })).toEqual({ guildId: CLUB, nick: 'Annie' });
      expect(memberOf({ guildId: CLUB, member: { nickname: null } as never })).toEqual({ guildId: CLUB, nick: null });
      expect(memberOf({ guildId: CLUB, member: { nick: 'Annie', user: {} } as never })).toEqual({ guildId: CLUB, nick: 'Annie' });
      expect(memberOf({ guildId: CLUB, member: { user: {} } as never })).toEqual({ guildId: CLUB, nick: null });
      expect(memberOf({ guildId: null, member: null })).toBeUndefined();
    });

    it('pickedUserName: the nickname an option carries, else the one last seen, else the name', () => {
      const lastSeen = (id: string) => (id === ann.id ? 'Annie (seen)' : null);
      expect(pickedUserName(ann, { nick: 'Annie', roles: [] } as never, lastSeen)).toBe('Annie');
      expect(pickedUserName(ann, { nickname: 'Queen Ann' } as never, lastSeen)).toBe('Queen Ann');
      expect(pickedUserName(ann, { nick: null, roles: [] } as never, lastSeen)).toBe('Annie (seen)');
      expect(pickedUserName({ id: '555555555555555555', username: 'cat', globalName: null }, null, lastSeen)).toBe('cat');
    });
  });
});
