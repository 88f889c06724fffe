// Request bodies: JSON, or multipart/form-data when the bot uploads files
// (the message itself is then the `payload_json` part, each file a
// `files[n]` part).

/** One uploaded file, as the multipart body carried it. */
export interface Upload {
  /** The form field: `files[0]`, `files[1]`, … */
  readonly field: string;
  readonly name: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface ParsedBody {
  readonly body: unknown;
  /** File names of the uploads. */
  readonly files: string[];
  readonly uploads: Upload[];
}

export async function readBody(stream: AsyncIterable<Buffer>, contentType: string): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: undefined, files: [], uploads: [] };
  if (contentType.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  return { body: JSON.parse(raw.toString('utf8')), files: [], uploads: [] };
}

/**
 * multipart/form-data, split by hand: parts between boundary lines, each a
 * header block and its bytes (Node's Request#formData does the same but
 * costs the benches far more than the bot they measure).
 */
function parseMultipart(raw: Buffer, contentType: string): ParsedBody {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  let payload: string | undefined;
  const uploads: Upload[] = [];
  let at = raw.indexOf(marker);
  while (at >= 0) {
    const start = at + marker.length;
    if (raw.subarray(start, start + 2).toString() === '--') break;
    const next = raw.indexOf(marker, start);
    if (next < 0) break;
    // Each part: CRLF, headers, CRLF CRLF, data, CRLF (before the next boundary).
    const part = raw.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const data = part.subarray(split + 4);
    const field = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    if (filename === undefined) {
      if (field === 'payload_json') payload = data.toString('utf8');
    } else {
      uploads.push({ field, name: filename, contentType: /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? '', data: Buffer.from(data) });
    }
    at = next;
  }
  return { body: payload === undefined ? undefined : JSON.parse(payload), files: uploads.map((u) => u.name), uploads };
}
