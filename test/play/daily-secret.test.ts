/**
 * The daily deal cannot be computed from the source code: it is an HMAC of
 * the day under a key only the host has — the configured DAILY_SECRET, or one
 * generated on the first start and kept in the database.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/startup/config.js';
import { dailyChallenge, dailySecret } from '../../src/play/challenges.js';
import { playContext } from '../../src/play/context.js';
import { storeOf, tempStore, type TempStore } from '../support/temp-db.js';

let temp: TempStore | undefined;
afterEach(() => temp?.dispose());

describe('the daily challenge', () => {
  it('keeps its id, but its seed is an HMAC of the day under the key, not the id', () => {
    const a = dailyChallenge('scoundrel', '2026-12-01', 'k'.repeat(32));
    expect(a.id).toBe('scoundrel-daily:2026-12-01');
    expect(a.seed).not.toContain('2026');
    expect(a.seed).toHaveLength(32);
    expect(dailyChallenge('scoundrel', '2026-12-01', 'k'.repeat(32))).toEqual(a);
    expect(dailyChallenge('scoundrel', '2026-12-02', 'k'.repeat(32)).seed).not.toBe(a.seed);
    expect(dailyChallenge('scoundrel', '2026-12-01', 'another key of 32 characters....').seed).not.toBe(a.seed);
  });

  it('uses a key generated once and kept in the database, unless one is configured', async () => {
    temp = await tempStore();
    const first = await temp.read((q) => dailySecret(q));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await temp.read((q) => dailySecret(q))).toBe(first);
    expect((await playContext(temp.store)).dailySecret).toBe(first);
    expect(await temp.read((q) => dailySecret(q, 'configured-secret-value'))).toBe('configured-secret-value');
    expect((await playContext(temp.store, { dailySecret: 'configured-secret-value' })).dailySecret).toBe('configured-secret-value');
    // Another process over the same database (or the bot after a restart) gets the same key.
    const other = await storeOf(temp.database);
    try {
      expect((await playContext(other)).dailySecret).toBe(first);
    } finally {
      await other.close();
    }
  });

  it('two processes starting together keep one key', async () => {
    temp = await tempStore();
    const other = await storeOf(temp.database);
    try {
      const [a, b] = await Promise.all([playContext(temp.store), playContext(other)]);
      expect(a.dailySecret).toBe(b.dailySecret);
    } finally {
      await other.close();
    }
  });

  it('DAILY_SECRET is optional, and refused when too short to be a secret', () => {
    expect(loadConfig({ DISCORD_TOKEN: 'abc.def.ghi' }).dailySecret).toBeUndefined();
    expect(loadConfig({ DISCORD_TOKEN: 'abc.def.ghi', DAILY_SECRET: 'a long enough daily key' }).dailySecret).toBe('a long enough daily key');
    expect(() => loadConfig({ DISCORD_TOKEN: 'abc.def.ghi', DAILY_SECRET: 'short' })).toThrow(/DAILY_SECRET must be at least 16 characters/);
  });
});
