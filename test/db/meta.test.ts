import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { deleteMeta, getMeta, setMeta } from '../../src/db/meta.js';
import { useTempDatabase } from '../support/temp-db.js';

let handle: DatabaseHandle;
useTempDatabase('meta', (database) => {
  handle = database;
});

describe('meta', () => {
  it('returns undefined for a missing key', () => {
    expect(getMeta(handle.db, 'commands_hash')).toBeUndefined();
  });

  it('sets, replaces and deletes values', () => {
    setMeta(handle.db, 'commands_hash', 'abc');
    setMeta(handle.db, 'other', '');
    expect(getMeta(handle.db, 'commands_hash')).toBe('abc');
    expect(getMeta(handle.db, 'other')).toBe('');
    setMeta(handle.db, 'commands_hash', 'def');
    expect(getMeta(handle.db, 'commands_hash')).toBe('def');
    expect(deleteMeta(handle.db, 'commands_hash')).toBe(true);
    expect(deleteMeta(handle.db, 'commands_hash')).toBe(false);
    expect(getMeta(handle.db, 'commands_hash')).toBeUndefined();
  });

  it('works inside a transaction and survives reopening', () => {
    handle.db.transaction((tx) => {
      setMeta(tx, 'k', 'v1');
      expect(getMeta(tx, 'k')).toBe('v1');
    });
    const path = handle.sqlite.name;
    handle.close();
    const reopened = openDatabase(path);
    expect(getMeta(reopened.db, 'k')).toBe('v1');
    reopened.close();
  });

  it('rolls back with the transaction', () => {
    expect(() =>
      handle.db.transaction((tx) => {
        setMeta(tx, 'k', 'v1');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(getMeta(handle.db, 'k')).toBeUndefined();
  });
});
