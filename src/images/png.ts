/**
 * PNG files from a canvas's pixels, compressed by Node's zlib. Skia's own PNG
 * encoder (all that @napi-rs/canvas offers) tries all five row filters on
 * every row and takes about twice as long as rasterizing the picture; our
 * pictures are flat colours and text, which deflate finds without any filter,
 * so one fast pass of zlib over the unfiltered rows makes a file of about the
 * same size (±10 %) in a fifth of the time (docs/performance.md, Pictures). The
 * container is the PNG spec's minimum: signature, IHDR, one IDAT, IEND.
 */
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Level 3, the best of zlib's fast levels (1–3 look for repeats without lazy
 * matching): on our pictures much faster than the default level 6 for files
 * a little bigger, which is nothing to upload (docs/performance.md).
 */
const DEFLATE = { level: 3 } as const;
const COLOR_RGBA = 6;
const FILTER_NONE = 0;

const deflate = promisify(zlib.deflate);

/**
 * Rows as PNG stores them: a filter byte (none), then the row's RGBA bytes.
 * `rgba` is straight (not premultiplied) RGBA, row after row; a canvas's
 * premultiplied pixels are the same wherever the picture is opaque.
 */
export function pngRows(rgba: Uint8Array, width: number, height: number, alloc: (bytes: number) => Buffer = Buffer.allocUnsafe): Buffer {
  const stride = width * 4;
  if (rgba.length < stride * height) throw new Error(`${rgba.length} bytes are fewer than ${width} × ${height} pixels`);
  const rows = alloc((stride + 1) * height);
  const src = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    rows[at] = FILTER_NONE;
    src.copy(rows, at + 1, y * stride, y * stride + stride);
  }
  return rows;
}

/**
 * The rows of the picture being encoded: one buffer per thread, grown as
 * needed, so a picture does not leave its pixels behind for the collector.
 * The sync encoder is done with it when it returns.
 */
let rowsBuffer = Buffer.alloc(0);

function scratch(bytes: number): Buffer {
  if (rowsBuffer.length < bytes) rowsBuffer = Buffer.allocUnsafeSlow(bytes);
  return rowsBuffer.subarray(0, bytes);
}

export function encodeRgbaPngSync(rgba: Uint8Array, width: number, height: number): Buffer {
  return container(width, height, zlib.deflateSync(pngRows(rgba, width, height, scratch), DEFLATE));
}

/** The same, with the compression on libuv's thread pool (rows of its own: encodings may overlap). */
export async function encodeRgbaPng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  return container(width, height, await deflate(pngRows(rgba, width, height), DEFLATE));
}

function container(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = COLOR_RGBA;
  // [10] compression, [11] filter method, [12] interlace: 0 = the only/none.
  // eslint-disable-next-line i18next/no-literal-string -- PNG chunk types, not prose
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/** zlib's CRC-32 (Node ≥ 20.15 and 22.2); the PNG spec's table for older Nodes. */
export function crc32(data: Uint8Array, value = 0): number {
  return typeof zlib.crc32 === 'function' ? zlib.crc32(data, value) : tableCrc32(data, value);
}

let table: Uint32Array | null = null;

export function tableCrc32(data: Uint8Array, value = 0): number {
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = ~value >>> 0;
  for (const byte of data) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}
