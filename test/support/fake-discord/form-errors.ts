// Refused bodies, answered as Discord does: 400 with code 50035 and the
// problems under `errors`, nested by the path of the field at fault, each
// field's problems in `_errors`. discord.js prints them in its error message.
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { RequestTarget } from './request-log.ts';
import type { RestResponse } from './router.ts';

export const INVALID_FORM_BODY = 50035;

export interface FormProblem {
  /** Where in the body: keys and array indexes; empty for the body as a whole. */
  readonly path: readonly string[];
  readonly code: string;
  readonly message: string;
}

// Discord's codes where it has one for what the schema says; the rest are named after ajv's keyword.
const CODES: Readonly<Record<string, string>> = {
  maxLength: 'BASE_TYPE_MAX_LENGTH',
  maxItems: 'BASE_TYPE_MAX_LENGTH',
  minLength: 'BASE_TYPE_MIN_LENGTH',
  minItems: 'BASE_TYPE_MIN_LENGTH',
  required: 'BASE_TYPE_REQUIRED',
  enum: 'BASE_TYPE_CHOICES',
  const: 'BASE_TYPE_CHOICES',
  type: 'BASE_TYPE_BAD_TYPE',
  maximum: 'NUMBER_TYPE_MAX',
  minimum: 'NUMBER_TYPE_MIN',
};

// Errors that only say that a part of a combined schema failed: the part's own error says why.
const WRAPPERS = new Set(['if', 'allOf', 'anyOf', 'oneOf', 'not']);

/** The null member of a nullable field (`oneOf: [{ type: 'null' }, …]`) failing: the other member says why. */
const nullMember = (e: ErrorObject) => e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null';

/** ajv's errors as Discord's problems (`required`: the missing field is the path). */
export function fromAjv(errors: readonly ErrorObject[]): FormProblem[] {
  const specific = errors.filter((e) => !WRAPPERS.has(e.keyword) && !nullMember(e));
  const problems = new Map<string, FormProblem>();
  for (const e of specific.length > 0 ? specific : errors) {
    const path = e.instancePath.split('/').slice(1).map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    const missing: unknown = e.keyword === 'required' ? (e.params as { missingProperty?: unknown }).missingProperty : undefined;
    if (typeof missing === 'string') path.push(missing);
    const problem = { path, code: CODES[e.keyword] ?? e.keyword.toUpperCase(), message: e.message ?? e.keyword };
    // The members of an untagged union (a webhook's body) each report the same fault.
    problems.set(JSON.stringify(problem), problem);
  }
  return [...problems.values()];
}

/** One line per problem, as discord.js prints them (`components[0].custom_id[CODE]: message`); else the message. */
export function describeRefusal(body: unknown): string {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const lines: string[] = [];
  const walk = (node: unknown, at: string): void => {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === '_errors') {
        for (const e of value as { code: string; message: string }[]) lines.push(`${at}[${e.code}]: ${e.message}`);
      } else {
        walk(value, /^\d+$/.test(key) ? `${at}[${key}]` : at ? `${at}.${key}` : key);
      }
    }
  };
  if (typeof errors === 'object' && errors !== null) walk(errors, '');
  return lines.length > 0 ? lines.join('\n') : String(message);
}

/** The 400 response refusing a body for these problems. */
export function invalidFormBody(problems: readonly FormProblem[], target?: RequestTarget): RestResponse {
  const errors: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = errors;
    for (const key of problem.path) node = (node[key] ??= {}) as Record<string, unknown>;
    const list = (node._errors ??= []) as { code: string; message: string }[];
    list.push({ code: problem.code, message: problem.message });
  }
  return { status: 400, body: { code: INVALID_FORM_BODY, message: 'Invalid Form Body', errors }, ...(target ? { target } : {}) };
}
