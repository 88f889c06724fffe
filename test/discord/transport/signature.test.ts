/** Discord's request signatures: Ed25519 over timestamp + body, checked on the raw bytes, fresh within five minutes. */
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_SKEW_MS, interactionKey, signedByDiscord } from '../../../src/discord/transport/signature.js';

const pair = generateKeyPairSync('ed25519');
const hex = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
const key = interactionKey(hex);
const now = 1_750_000_000_000;
const ts = String(now / 1000);
const body = Buffer.from('{"type":1}');
const signature = (t: string, b: Buffer, k = pair.privateKey) => sign(null, Buffer.concat([Buffer.from(t), b]), k).toString('hex');

describe('signedByDiscord', () => {
  it('accepts Discord\'s signature of timestamp + body', () => {
    expect(signedByDiscord(key, { signature: signature(ts, body), timestamp: ts, body }, now)).toBe(true);
    // Hex digits in either case.
    expect(signedByDiscord(key, { signature: signature(ts, body).toUpperCase(), timestamp: ts, body }, now)).toBe(true);
  });

  it('refuses another key, another body, another timestamp', () => {
    expect(signedByDiscord(key, { signature: signature(ts, body, generateKeyPairSync('ed25519').privateKey), timestamp: ts, body }, now)).toBe(false);
    expect(signedByDiscord(key, { signature: signature(ts, body), timestamp: ts, body: Buffer.from('{"type":2}') }, now)).toBe(false);
    expect(signedByDiscord(key, { signature: signature(ts, body), timestamp: String(Number(ts) + 1), body }, now)).toBe(false);
  });

  it('refuses missing, repeated or malformed headers without looking further', () => {
    const good = signature(ts, body);
    for (const [sig, time] of [
      [undefined, ts],
      [good, undefined],
      [[good, good], ts],
      [good, [ts, ts]],
      [good.slice(0, 127), ts],
      [`${good.slice(0, 126)}zz`, ts],
      [`${good}00`, ts],
      [good, `${ts}.0`],
      [good, `-${ts}`],
      [good, ''],
    ] as const) {
      expect(signedByDiscord(key, { signature: sig as string | string[] | undefined, timestamp: time as string | string[] | undefined, body }, now)).toBe(false);
    }
  });

  it('refuses a timestamp more than five minutes away, either way', () => {
    for (const [offsetMs, ok] of [[MAX_SKEW_MS, true], [-MAX_SKEW_MS, true], [MAX_SKEW_MS + 1000, false], [-MAX_SKEW_MS - 1000, false]] as const) {
      const t = String((now + offsetMs) / 1000);
      expect(signedByDiscord(key, { signature: signature(t, body), timestamp: t, body }, now), `${offsetMs} ms`).toBe(ok);
    }
  });
});

describe('interactionKey', () => {
  it('takes the Developer Portal\'s 64 hex characters, nothing else', () => {
    expect(interactionKey(hex.toUpperCase()).asymmetricKeyType).toBe('ed25519');
    expect(() => interactionKey(hex.slice(2))).toThrow();
    expect(() => interactionKey(`${hex.slice(2)}zz`)).toThrow();
  });
});
