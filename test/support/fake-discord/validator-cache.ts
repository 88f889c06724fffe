// Compiled validators kept on disk as ajv standalone modules, so that a test
// file loads them instead of compiling Discord's schemas anew: compiling is
// what costs, loading the compiled code is cheap. They live under
// node_modules/.cache/fake-discord-validators/<key>/, where the key is a
// hash of everything the compiled code depends on; a new key clears the old.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';

const require = createRequire(import.meta.url);
const ROOT = new URL('../../../node_modules/.cache/fake-discord-validators/', import.meta.url);

/** The document and the code that turns it into validators (which schema a key names, how it is rewritten, ajv's options). */
const INPUTS = [
  new URL('../../fixtures/discord-openapi/openapi.json', import.meta.url),
  new URL('openapi-schemas.ts', import.meta.url),
  new URL('request-validation.ts', import.meta.url),
  new URL('tagged-unions.ts', import.meta.url),
  new URL('validator-cache.ts', import.meta.url),
];

let folderName: string | undefined;

function cacheFolderName(): string {
  if (folderName) return folderName;
  const hash = createHash('sha256');
  for (const input of INPUTS) hash.update(readFileSync(input));
  for (const name of ['ajv', 'ajv-formats']) hash.update(String((require(`${name}/package.json`) as { version: string }).version));
  folderName = hash.digest('hex').slice(0, 16);
  return folderName;
}

const folderOf = (name: string) => fileURLToPath(new URL(`${name}/`, ROOT));
const fileOf = (key: string) => `${folderOf(cacheFolderName())}${createHash('sha256').update(key).digest('hex').slice(0, 16)}.cjs`;

/** The validator for `key` compiled by an earlier process, if one was kept. */
export function cachedValidator(key: string): ValidateFunction | undefined {
  const file = fileOf(key);
  return existsSync(file) ? (require(file) as ValidateFunction) : undefined;
}

/** Keeps the standalone code of `key`'s validator for later processes; a cache that cannot be written is only slower. */
export function keepValidator(key: string, code: string): void {
  const file = fileOf(key);
  try {
    const current = cacheFolderName();
    if (!existsSync(folderOf(current))) {
      // Folders of other keys hold code compiled from an older document or older code.
      const others = existsSync(ROOT) ? readdirSync(ROOT).filter((name) => name !== current) : [];
      for (const old of others) rmSync(folderOf(old), { recursive: true, force: true });
      mkdirSync(folderOf(current), { recursive: true });
    }
    // Written aside, then renamed: a test file running at the same time never reads half a module.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  } catch {
    // Read-only checkouts and the like: every process compiles for itself.
  }
}
