// Discord's OpenAPI document (test/fixtures/discord-openapi/) as ajv
// validators of request bodies. The document is read once per process and
// each schema compiled on its first use: compiling all of it would slow every
// test file down.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { rewriteTaggedUnions } from './tagged-unions.ts';

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
  const ajv = new Ajv2020({ strict: true, allErrors: false, validateSchema: false, inlineRefs: false });
  // A CommonJS module whose types declare an ES default: `.default` is the plugin to both Node and TypeScript.
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

/** The validator of `schema`, compiled the first time `key` is asked for. */
export function validator(key: string, schema: () => AnySchemaObject): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = load().ajv.compile(schema());
    compiled.set(key, validate);
  }
  return validate;
}
