// Request bodies: JSON, or multipart/form-data when the bot uploads files
// (the message itself is then the `payload_json` part).

export interface ParsedBody {
  readonly body: unknown;
  readonly files: string[];
}

export async function readBody(stream: AsyncIterable<Buffer>, contentType: string): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: undefined, files: [] };
  if (contentType.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  return { body: JSON.parse(raw.toString('utf8')), files: [] };
}

/** Node's fetch Request already parses multipart; no need for a parser package. */
async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  const form = await new Request('http://fake.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: raw })
    .formData();
  const payload = form.get('payload_json');
  const files: string[] = [];
  for (const value of form.values()) if (typeof value !== 'string') files.push(value.name);
  return { body: typeof payload === 'string' ? JSON.parse(payload) : undefined, files };
}
