// Unions told apart by their `type` (components, interaction callbacks),
// rewritten so that only the member of the body's type is checked. Equivalent
// to the document's oneOf/anyOf when the members' types are disjoint and
// required, but a refusal then names the field at fault instead of every
// member's mismatch.
import type { AnySchemaObject } from 'ajv/dist/2020.js';

type Schemas = Readonly<Record<string, AnySchemaObject>>;

/** Rewrites every such union under `node` in place; `schemas` are the document's named schemas. */
export function rewriteTaggedUnions(node: unknown, schemas: Schemas, refName: (ref: unknown) => string | undefined): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteTaggedUnions(item, schemas, refName);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) rewriteTaggedUnions(value, schemas, refName);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const members = schema[keyword];
    if (['type', 'required', 'properties', 'allOf'].some((k) => k in schema)) continue;
    const tags = Array.isArray(members) ? memberTags(members as unknown[], schemas, refName) : null;
    if (!tags) continue;
    delete schema[keyword];
    delete schema['x-discord-union'];
    schema.type = 'object';
    schema.required = ['type'];
    schema.properties = { type: { enum: tags.flat() } };
    schema.allOf = (members as AnySchemaObject[]).map((member, i) => ({
      if: { type: 'object', required: ['type'], properties: { type: { enum: tags[i] } } },
      then: member,
    }));
  }
}

/** The member of a union rewritten above whose `type` is `tag` (to check a body against it alone), if `schema` is one and has it. */
export function memberOfType(schema: AnySchemaObject, tag: unknown): AnySchemaObject | undefined {
  const members = (schema.allOf ?? []) as { if?: { properties?: { type?: { enum?: unknown[] } } }; then?: AnySchemaObject }[];
  return members.find((m) => m.if?.properties?.type?.enum?.includes(tag))?.then;
}

/** Each member's `type` values, or null unless every member is a named schema requiring a `type` of its own. */
function memberTags(members: readonly unknown[], schemas: Schemas, refName: (ref: unknown) => string | undefined): number[][] | null {
  const seen = new Set<number>();
  const tags: number[][] = [];
  for (const member of members) {
    const name = refName((member as { $ref?: unknown } | null)?.$ref);
    const target = name === undefined ? undefined : schemas[name];
    const values: unknown = (target?.properties as { type?: { enum?: unknown } } | undefined)?.type?.enum;
    const required: unknown = target?.required;
    if (!Array.isArray(values) || !Array.isArray(required) || !required.includes('type')) return null;
    if (!values.every((v): v is number => typeof v === 'number' && !seen.has(v))) return null;
    for (const v of values) seen.add(v);
    tags.push(values);
  }
  return tags.length > 0 ? tags : null;
}
