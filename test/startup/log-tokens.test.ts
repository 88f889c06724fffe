/** Interaction tokens never reach the log: a failed answer's URL carries one. */
import { describe, expect, it } from 'vitest';
import { DiscordAPIError } from 'discord.js';
import { createLogger, REDACTED, scrubInteractionTokens } from '../../src/startup/logger.js';

const TOKEN = 'aW50ZXJhY3Rpb246MTQ1MjM0NTY3ODkwMTIzNDU2Nzg6c2VjcmV0LXBhcnQ';

describe('interaction tokens in logs', () => {
  it('are cut out of callback and webhook URLs, the ids kept', () => {
    expect(scrubInteractionTokens(`POST /api/v10/interactions/1452345678901234567/${TOKEN}/callback?with_response=true`)).toBe(
      `POST /api/v10/interactions/1452345678901234567/${REDACTED}/callback?with_response=true`,
    );
    expect(scrubInteractionTokens(`PATCH https://discord.com/api/v10/webhooks/987654321098765432/${TOKEN}/messages/@original`)).toBe(
      `PATCH https://discord.com/api/v10/webhooks/987654321098765432/${REDACTED}/messages/@original`,
    );
    expect(scrubInteractionTokens('POST /api/v10/channels/123/messages')).toBe('POST /api/v10/channels/123/messages');
  });

  it('never appear in a logged error, its message, url or stack', () => {
    const lines: string[] = [];
    const log = createLogger('info', { destination: { write: (line: string) => void lines.push(line) } });
    const url = `https://discord.com/api/v10/interactions/1452345678901234567/${TOKEN}/callback`;
    const err = new DiscordAPIError({ code: 10062, message: 'Unknown interaction' }, 10062, 404, 'POST', url, { body: {} });
    log.warn({ err }, 'interaction answer failed');
    expect(lines.join('')).toContain('1452345678901234567');
    expect(lines.join('')).not.toContain(TOKEN);
  });
});
