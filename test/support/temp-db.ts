/** A real SQLite file with every migration applied, in a fresh temp folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';

export interface TempDatabase {
  database: DatabaseHandle;
  path: string;
  dispose(): void;
}

export function tempDatabase(label: string): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), `loners-${label}-`));
  const path = join(dir, 'bot.sqlite');
  const database = openDatabase(path);
  return {
    database,
    path,
    dispose() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database for every test of the file, handed to `set`. */
export function useTempDatabase(label: string, set: (database: DatabaseHandle) => void): void {
  let current: TempDatabase | undefined;
  beforeEach(() => {
    current = tempDatabase(label);
    set(current.database);
  });
  afterEach(() => current?.dispose());
}
