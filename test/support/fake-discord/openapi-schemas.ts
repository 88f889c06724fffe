// Discord's OpenAPI document (test/fixtures/discord-openapi/) as ajv
// validators of request bodies. Each is compiled on its first use, and kept
// on disk for the next test files (validator-cache.ts): compiling all of it
// in every test file would slow each down.
import { readFileSync } from 'node:fs';
import { _, Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ajvFormats from 'ajv-formats';
import { rewriteTaggedUnions } from './tagged-unions.ts';
import { cachedValidator, keepValidator } from './validator-cache.ts';

const DOCUMENT = new URL('../../fixtures/discord-openapi/openapi.json', import.meta.url);
/** The `$id` under which the document's named schemas are known to ajv. */
const ROOT = 'discord-openapi';

interface Operation {
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: AnySchemaObject }>> };
}

interface Document {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, AnySchemaObject>> };
}

let loaded: { readonly ajv: Ajv2020; readonly document: Document } | undefined;
const compiled = new Map<string, ValidateFunction>();

function load(): { ajv: Ajv2020; document: Document } {
  if (loaded) return loaded;
  // An OpenAPI document is not itself a JSON schema: its named schemas become the `$defs` of one, and
  // every `#/components/schemas/X` reference points there.
  const text = readFileSync(DOCUMENT, 'utf8').replaceAll('"#/components/schemas/', `"${ROOT}#/$defs/`);
  const document = JSON.parse(text) as Document;
  rewriteTaggedUnions(document.components.schemas, document.components.schemas, referencedName);
  // OpenAPI 3.1 schemas are JSON Schema 2020-12. Strict: a keyword ajv does not know is an error, not ignored.
  // inlineRefs off: a schema referenced from many places is compiled once, as its own function, which
  // compiles faster and lets routes share what they have in common.
  // code.source and code.formats: the compiled code can be written out as a module of its own.
  const ajv = new Ajv2020({
    strict: true, allErrors: false, validateSchema: false, inlineRefs: false,
    code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  // CommonJS modules whose types declare an ES default: `.default` is the export to both Node and TypeScript.
  ajvFormats.default(ajv);
  // Discord's own formats: a snowflake's pattern is in the schema next to it; a nonce is any string.
  ajv.addFormat('snowflake', true);
  ajv.addFormat('nonce', true);
  // Discord's note that an anyOf is really a oneOf: anyOf already checks what matters.
  ajv.addKeyword('x-discord-union');
  ajv.addSchema({ $id: ROOT, $defs: document.components.schemas });
  loaded = { ajv, document };
  return loaded;
}

/** The JSON request-body schema of an operation, e.g. (`post`, `/channels/{channel_id}/messages`). */
export function requestBodySchema(method: string, path: string): AnySchemaObject {
  const { document } = load();
  const schema = document.paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`Discord's OpenAPI document has no JSON request body for ${method} ${path}`);
  // Only the paths asked for are rewritten: the document's paths are mostly responses, never checked here.
  rewriteTaggedUnions(schema, document.components.schemas, referencedName);
  return schema;
}

/** The name `X` that a `$ref` to `#/components/schemas/X` of the document points to. */
export function referencedName(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith(`${ROOT}#/$defs/`) ? ref.slice(`${ROOT}#/$defs/`.length) : undefined;
}

/** The validator of `schema` (which `key` must name alone): compiled by an earlier process, or now. */
export function validator(key: string, schema: () => AnySchemaObject): ValidateFunction {
  let validate = compiled.get(key) ?? cachedValidator(key);
  if (!validate) {
    const { ajv } = load();
    validate = ajv.compile(schema());
    keepValidator(key, standaloneCode.default(ajv, validate));
  }
  compiled.set(key, validate);
  return validate;
}
