// Bodies the fake refused as Discord would (400, code 50035 or 50109), kept
// so that the test which caused one fails even when the bot swallows the
// error: test/support/invalid-payloads.setup.ts checks every watched fake
// after each test.
import { INVALID_FORM_BODY } from './form-errors.ts';
import type { RestResponse } from './router.ts';

const INVALID_JSON = 50109;

export interface InvalidPayload {
  readonly method: string;
  readonly path: string;
  /** The fake's route key, null when no route matched. */
  readonly route: string | null;
  readonly body: unknown;
  /** Names of the files uploaded with it. */
  readonly files: readonly string[];
  /** What Discord would have said, one line per problem. */
  readonly problems: string;
}

/** Whether the fake answered this as a refused body. */
export function refusedBody(response: RestResponse): boolean {
  const code = (response.body as { code?: unknown } | undefined)?.code;
  return response.status === 400 && (code === INVALID_FORM_BODY || code === INVALID_JSON);
}

interface Watched {
  readonly stopped: boolean;
  takeInvalidPayloads(): InvalidPayload[];
}

const watched = new Set<Watched>();

/** Fakes whose invalid payloads fail the test (every fake but those started with `allowInvalidPayloads`). */
export function watchInvalidPayloads(fake: Watched): void {
  watched.add(fake);
}

/** Throws when a watched fake refused a body since the last check; forgets the fakes stopped since. */
export function assertNoInvalidPayloads(): void {
  const found: InvalidPayload[] = [];
  for (const fake of watched) {
    found.push(...fake.takeInvalidPayloads());
    if (fake.stopped) watched.delete(fake);
  }
  if (found.length === 0) return;
  const lines = found.map((p) => `${p.method} ${p.path}${p.files.length > 0 ? ` (files: ${p.files.join(', ')})` : ''}\n  ${p.problems.replaceAll('\n', '\n  ')}\n  body: ${JSON.stringify(p.body).slice(0, 600)}`);
  throw new Error(`The fake Discord refused ${found.length} request bod${found.length === 1 ? 'y' : 'ies'} as invalid:\n${lines.join('\n')}`);
}
