/**
 * Our PNG encoder (src/images/png.ts): the same pixels as Skia's own PNG of
 * the same canvas, in a file any decoder reads, with correct checksums.
 */
import zlib from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePngSync, paint } from '../../src/images/paint.js';
import { crc32, encodeRgbaPng, encodeRgbaPngSync, pngRows, tableCrc32 } from '../../src/images/png.js';
import { pictureFixtures } from '../support/picture-fixtures.js';

const scenes = pictureFixtures('en').map((f) => f.scene);

describe('the PNG encoder', () => {
  it("gives exactly the pixels of Skia's own PNG encoder, for a picture of every game", () => {
    const games = new Set(pictureFixtures('en').map((f) => f.game));
    expect(games.size).toBeGreaterThanOrEqual(4);
    for (const scene of scenes) {
      const skia = PNG.sync.read(paint(scene).encodeSync('png'));
      const ours = PNG.sync.read(encodePngSync(scene));
      expect([ours.width, ours.height]).toEqual([skia.width, skia.height]);
      expect(ours.data.equals(skia.data)).toBe(true);
    }
  });

  it('writes RGBA rows without filters, one IDAT, and checksums a strict reader accepts', async () => {
    const width = 3;
    const height = 2;
    const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37) % 256);
    const png = encodeRgbaPngSync(rgba, width, height);
    expect(png.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    const chunks: string[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const typeAndData = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(typeAndData));
      chunks.push(typeAndData.subarray(0, 4).toString('latin1'));
      at += 12 + length;
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    const decoded = PNG.sync.read(png, { checkCRC: true } as never);
    expect([...decoded.data]).toEqual([...rgba]);
    expect((await encodeRgbaPng(rgba, width, height)).equals(png)).toBe(true);
    expect([...pngRows(rgba, width, height).subarray(0, 1 + width * 4)]).toEqual([0, ...rgba.subarray(0, width * 4)]);
  });

  it('refuses fewer bytes than the picture has pixels', () => {
    expect(() => encodeRgbaPngSync(new Uint8Array(4 * 5), 3, 2)).toThrow(/fewer than 3 × 2 pixels/);
  });

  it("computes the CRC-32 of Nodes without zlib.crc32 as zlib does", () => {
    expect(tableCrc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251);
    expect(tableCrc32(bytes)).toBe(zlib.crc32(bytes));
    expect(tableCrc32(bytes.subarray(100), tableCrc32(bytes.subarray(0, 100)))).toBe(zlib.crc32(bytes));
    expect(crc32(bytes)).toBe(zlib.crc32(bytes));
  });
});
