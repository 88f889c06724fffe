import { describe, expect, it } from 'vitest';
import { deleteMeta, getMeta, setMeta } from '../../src/db/meta.js';
import type { Store } from '../../src/db/store.js';
import { storeOf, useTempStore, type TempStore } from '../support/temp-db.js';

let temp: TempStore;
let store: Store;
useTempStore((t) => {
  temp = t;
  store = t.store;
});

describe('meta', () => {
  it('returns undefined for a missing key', async () => {
    expect(await store.read((q) => getMeta(q, 'commands_hash'))).toBeUndefined();
  });

  it('sets, replaces and deletes values', async () => {
    await store.read((q) => setMeta(q, 'commands_hash', 'abc'));
    await store.read((q) => setMeta(q, 'other', ''));
    expect(await store.read((q) => getMeta(q, 'commands_hash'))).toBe('abc');
    expect(await store.read((q) => getMeta(q, 'other'))).toBe('');
    await store.read((q) => setMeta(q, 'commands_hash', 'def'));
    expect(await store.read((q) => getMeta(q, 'commands_hash'))).toBe('def');
    expect(await store.read((q) => deleteMeta(q, 'commands_hash'))).toBe(true);
    expect(await store.read((q) => deleteMeta(q, 'commands_hash'))).toBe(false);
    expect(await store.read((q) => getMeta(q, 'commands_hash'))).toBeUndefined();
    expect(await store.read((q) => getMeta(q, 'other'))).toBe('');
  });

  it('works inside a transaction and survives reopening', async () => {
    await store.transaction(async (q) => {
      await setMeta(q, 'k', 'v1');
      expect(await getMeta(q, 'k')).toBe('v1');
    });
    await store.close();
    const reopened = await storeOf(temp.database);
    try {
      expect(await reopened.read((q) => getMeta(q, 'k'))).toBe('v1');
    } finally {
      await reopened.close();
    }
  });

  it('rolls back with the transaction', async () => {
    await expect(
      store.transaction(async (q) => {
        await setMeta(q, 'k', 'v1');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.read((q) => getMeta(q, 'k'))).toBeUndefined();
  });
});
