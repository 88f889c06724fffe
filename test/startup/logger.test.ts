import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor, REDACTED } from '../../src/startup/logger.js';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.s3cr3t-t0ken_value-xyz';

function capture() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

describe('createLogger', () => {
  it('writes JSON lines at the requested level', () => {
    const { lines, destination } = capture();
    const log = createLogger('warn', { destination });
    log.info('hidden');
    log.warn({ matchId: 'abc' }, 'shown');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(record).toMatchObject({ level: 40, msg: 'shown', matchId: 'abc' });
  });

  it('redacts tokens and authorization headers at the usual paths', () => {
    const { lines, destination } = capture();
    const log = createLogger('info', { destination });
    log.info({ token: TOKEN }, 'a');
    log.info({ client: { token: TOKEN } }, 'b');
    log.info({ config: { discordToken: TOKEN, databasePath: 'x.sqlite' } }, 'c');
    log.info({ headers: { authorization: `Bot ${TOKEN}` } }, 'd');
    log.info({ req: { headers: { authorization: `Bot ${TOKEN}` } } }, 'e');
    log.info({ env: { DISCORD_TOKEN: TOKEN } }, 'f');
    log.child({ token: TOKEN }).info('g');
    const output = lines.join('');
    expect(lines).toHaveLength(7);
    expect(output).not.toContain(TOKEN);
    expect(output).not.toContain('s3cr3t');
    expect(output).toContain(REDACTED);
    expect(output).toContain('x.sqlite');
  });

  it('scrubs known secrets from anywhere in the line', () => {
    const { lines, destination } = capture();
    const log = createLogger('info', { destination, secrets: [TOKEN, undefined] });
    log.info(`login with ${TOKEN}`);
    log.error({ err: new Error(`bad token ${TOKEN}`) }, 'failed');
    log.info({ deep: { a: { b: { c: TOKEN } } } }, 'nested');
    const output = lines.join('');
    expect(lines).toHaveLength(3);
    expect(output).not.toContain(TOKEN);
    expect(output).toContain(`login with ${REDACTED}`);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});

describe('log format', () => {
  it('is pretty at a terminal and JSON otherwise', () => {
    expect(logFormatFor({ isTTY: true })).toBe('pretty');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json');
  });

  it('pretty: one readable line per record plus its fields, the token scrubbed, synchronously', () => {
    const { lines, destination } = capture();
    const log = createLogger('info', { destination, format: 'pretty', colorize: false, secrets: [TOKEN] });
    log.info({ user: 'loners-bot', guilds: 2, database: '/app/data/bot.sqlite' }, 'bot ready');
    log.error({ err: new Error(`bad token ${TOKEN}`) }, 'failed');
    log.debug('hidden');
    expect(lines).toHaveLength(2); // written before createLogger's caller goes on: no worker thread, no buffering
    expect(lines[0]).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] INFO: bot ready\n {4}user: "loners-bot"\n {4}guilds: 2\n {4}database: "\/app\/data\/bot\.sqlite"\n$/);
    expect(lines[1]).toContain('ERROR: failed');
    expect(lines.join('')).not.toContain(TOKEN);
    expect(lines.join('')).toContain(`bad token ${REDACTED}`);
  });
});
