/**
 * The pictures of boards and hands, as PNG files to upload. render.ts builds
 * a picture's scene from a view; here it is remembered by (match, version,
 * seat, language, names) — what decides the picture — as the scene's
 * fingerprint, and the PNG by fingerprint, so an unchanged picture is never
 * drawn twice and a message already showing it keeps its attachment.
 * Painting and encoding run off the event loop (src/images/encoder.ts: worker
 * threads, most urgent first); a picture that fails is logged and its
 * message falls back to text.
 */
import type { Logger } from 'pino';
import { pictureEncoder, type Encoder, type Priority } from '../images/encoder.js';
import { fingerprint, type Scene } from '../images/scene.js';

export type { Priority } from '../images/encoder.js';

export interface PictureRef {
  /** What decides the picture: match, version, status, seat, language, names. */
  key: string;
  fingerprint: string;
  /** The attachment's file name: it carries the fingerprint, so a message's attachment tells which picture it shows. */
  filename: string;
  /** The scene as JSON (what the picture workers get; built again if it was not kept). Only the JSON is kept: a backlog of pictures after many new matches would hold each scene twice. */
  json(): string;
}

export interface PictureOptions {
  /** PNGs kept, in bytes (least recently used dropped first). */
  maxBytes?: number;
  /** Keys remembered. */
  maxKeys?: number;
  /** Default: in this thread, one picture at a time (tests, scripts). */
  encoder?: Encoder;
}

/**
 * About 60 pictures: a busy bot's last second, a quiet one's last hours. A
 * PNG is needed again only for a new message showing the same picture
 * ("Show my hand"); one that was dropped is painted again on a worker, so a
 * larger cache saves little painting for more of the main thread's memory
 * (docs/performance.md, Start-up and memory).
 */
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_KEYS = 20_000;

export class Pictures {
  private readonly byKey = new Map<string, { fingerprint: string; filename: string }>();
  private readonly pngs = new Map<string, Buffer>();
  private bytes = 0;
  private readonly encoding = new Map<string, Promise<Buffer | null>>();
  private readonly failed = new Set<string>();
  private closing = false;
  private readonly maxBytes: number;
  private readonly maxKeys: number;
  private readonly encoder: Encoder;
  /** Pictures encoded and failed so far (for the bench and tests). */
  readonly counts = { encoded: 0, failed: 0, reused: 0 };

  constructor(
    private readonly log: Logger | null,
    opts: PictureOptions = {},
  ) {
    this.maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
    this.maxKeys = opts.maxKeys ?? DEFAULT_MAX_KEYS;
    this.encoder = opts.encoder ?? pictureEncoder({ threads: 0 });
  }

  /** The picture for `key`, its scene built by `build` the first time the key is seen. */
  ref(key: string, kind: 'board' | 'hand', build: () => Scene): PictureRef {
    let known = this.byKey.get(key);
    let json: string | null = null;
    if (!known) {
      const scene = build();
      json = JSON.stringify(scene);
      const fp = fingerprint(scene, json);
      known = { fingerprint: fp, filename: `${kind}-${fp}.png` };
      if (this.byKey.size >= this.maxKeys) this.byKey.delete(this.byKey.keys().next().value as string);
      this.byKey.set(key, known);
    }
    const { fingerprint: fp, filename } = known;
    return {
      key,
      fingerprint: fp,
      filename,
      json: () => (json ??= JSON.stringify(build())),
    };
  }

  /** Whether the picture for `key` is known (its scene was built and fingerprinted). */
  known(key: string): boolean {
    return this.byKey.has(key);
  }

  /** The PNG, when it is encoded already. */
  ready(ref: PictureRef): Buffer | null {
    const png = this.pngs.get(ref.fingerprint);
    if (!png) return null;
    // Most recently used last.
    this.pngs.delete(ref.fingerprint);
    this.pngs.set(ref.fingerprint, png);
    this.counts.reused++;
    return png;
  }

  /** Whether the picture could not be made (its messages stay text). */
  broken(ref: PictureRef): boolean {
    return this.failed.has(ref.fingerprint);
  }

  /** The PNG, encoded now if needed (one encoding per picture however many ask); null when it failed. */
  png(ref: PictureRef, priority: Priority = 'hand'): Promise<Buffer | null> {
    const ready = this.ready(ref);
    if (ready) return Promise.resolve(ready);
    if (this.failed.has(ref.fingerprint)) return Promise.resolve(null);
    let pending = this.encoding.get(ref.fingerprint);
    if (!pending) {
      pending = this.make(ref, priority).finally(() => this.encoding.delete(ref.fingerprint));
      this.encoding.set(ref.fingerprint, pending);
    }
    return pending;
  }

  /** Stops the workers (pictures still queued come back null: the bot is stopping, and sends none of them). */
  close(): Promise<void> {
    this.closing = true;
    return this.encoder.close();
  }

  private async make(ref: PictureRef, priority: Priority): Promise<Buffer | null> {
    try {
      const png = await this.encoder.encode(ref.json(), priority);
      this.counts.encoded++;
      this.keep(ref.fingerprint, png);
      return png;
    } catch (err) {
      // Ended by close(): nothing failed, so nothing is reported or remembered as broken.
      if (this.closing) return null;
      this.counts.failed++;
      if (this.failed.size < 10_000) this.failed.add(ref.fingerprint);
      this.log?.error({ err, picture: ref.key }, 'picture failed: the message stays text');
      return null;
    }
  }

  private keep(fp: string, png: Buffer): void {
    this.pngs.set(fp, png);
    this.bytes += png.length;
    for (const [oldest, old] of this.pngs) {
      if (this.bytes <= this.maxBytes || oldest === fp) break;
      this.pngs.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
