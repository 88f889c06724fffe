// The fake's checks of a message body, without a request: what Discord would
// say to a new message (POST /channels/{id}/messages) with these files, or to
// this edit of a message holding `previous`. For tests of the renderers.
import { describeRefusal, invalidFormBody } from './form-errors.ts';
import { invalidMessage } from './message-rules.ts';
import { MessageStore, toMessageBody } from './messages.ts';
import type { MessageContent } from './messages.ts';
import type { Upload } from './request-body.ts';
import { schemaProblems } from './request-validation.ts';
import { EMPTY } from './routes-channels.ts';

const scratch = new MessageStore(() => 'scratch');

/** What Discord would refuse in this body (one line per problem), or null when it would take it. */
export function messageProblems(body: object, files: readonly { name: string; data: Buffer }[] = [], previous: MessageContent | null = null): string | null {
  const uploads: Upload[] = files.map((f, i) => ({ field: `files[${i}]`, name: f.name, contentType: 'image/png', data: f.data }));
  const schema = schemaProblems(previous ? 'PATCH /channels/:channelId/messages/:messageId' : 'POST /channels/:channelId/messages', body, uploads);
  const rule = schema ? null : invalidMessage(scratch.edited(previous ?? EMPTY, toMessageBody(body), uploads), previous);
  const problems = schema ?? (rule ? [rule] : null);
  return problems ? describeRefusal(invalidFormBody(problems).body) : null;
}
