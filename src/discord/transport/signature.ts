/**
 * Discord signs every interaction it POSTs: Ed25519 over the timestamp header
 * followed by the raw body, with the application's public key. Checked on the
 * bytes as they arrived, before anything is parsed; a timestamp far from now
 * is refused too, so a captured request cannot be replayed later.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature-ed25519';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';

/** How far a request's timestamp may be from our clock, either way. */
export const MAX_SKEW_MS = 5 * 60_000;

/** An Ed25519 public key in SPKI DER is this fixed prefix followed by the 32 raw key bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The application's public key (64 hex characters, as the Developer Portal shows it). */
export function interactionKey(hex: string): KeyObject {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('an Ed25519 public key is 64 hexadecimal characters');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
}

export interface SignedRequest {
  signature: string | string[] | undefined;
  timestamp: string | string[] | undefined;
  body: Buffer;
}

/** Whether Discord signed this request, recently. Malformed headers are simply not signed. */
export function signedByDiscord(key: KeyObject, request: SignedRequest, now: number = Date.now()): boolean {
  const { signature, timestamp, body } = request;
  // Buffer.from(hex) skips bad characters silently: only well-formed headers are looked at.
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  let valid: boolean;
  try {
    valid = verify(null, Buffer.concat([Buffer.from(timestamp, 'utf8'), body]), key, Buffer.from(signature, 'hex'));
  } catch {
    return false;
  }
  return valid && Math.abs(now - Number(timestamp) * 1000) <= MAX_SKEW_MS;
}
