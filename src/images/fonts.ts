/**
 * The pictures' one typeface, DejaVu Sans (regular and bold, with its licence
 * in assets/fonts): shipped with the bot, so a picture looks the same on
 * every machine, and registered once per thread before the first text is
 * measured or drawn. It covers Latin, German, the card suits and the symbols
 * the pictures use (♠ ♣ ♥ ♦ ★ ⚔ ☠ …).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as NapiCanvas from '@napi-rs/canvas';

let loaded: typeof NapiCanvas | null = null;

/**
 * @napi-rs/canvas, loaded on first use: its native library is memory a bot
 * with images off (or no picture yet) never needs.
 */
export function canvasModule(): typeof NapiCanvas {
  loaded ??= createRequire(import.meta.url)('@napi-rs/canvas') as typeof NapiCanvas;
  return loaded;
}

export const FONT_FAMILY = 'DejaVu Sans';
const FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

/**
 * The project's `assets/fonts` folder, found by walking up from this file (so it
 * works from src/images under tsx and from a compiled dist/src/images).
 */
export function fontsFolder(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'assets', 'fonts');
    if (existsSync(join(candidate, FILES[0] as string))) return candidate;
    if (dirname(dir) === dir) throw new Error(`Could not find assets/fonts/${FILES[0]} in ${start} or any parent folder: the pictures need it.`);
  }
}

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const folder = fontsFolder();
  const { GlobalFonts } = canvasModule();
  for (const file of FILES) {
    if (!GlobalFonts.registerFromPath(join(folder, file), FONT_FAMILY)) throw new Error(`Could not load the font ${join(folder, file)}`);
  }
  registered = true;
}

export function fontOf(size: number, bold = false): string {
  // eslint-disable-next-line i18next/no-literal-string -- a CSS font, not prose
  return `${bold ? 'bold ' : ''}${size}px "${FONT_FAMILY}"`;
}

let measurer: NapiCanvas.SKRSContext2D | null = null;
const widths = new Map<string, number>();
const WIDTHS_LIMIT = 50_000;

/** The width of a text in pixels, as the painter will draw it. */
export function textWidth(text: string, size: number, bold = false): number {
  const key = `${size}|${bold ? 1 : 0}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    if (!measurer) {
      registerFonts();
      measurer = canvasModule().createCanvas(1, 1).getContext('2d');
    }
    measurer.font = fontOf(size, bold);
    width = measurer.measureText(text).width;
    if (widths.size >= WIDTHS_LIMIT) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/** The text, shortened with an ellipsis until it fits `max` pixels. */
export function fitText(text: string, max: number, size: number, bold = false): string {
  if (textWidth(text, size, bold) <= max) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(`${chars.slice(0, mid).join('').trimEnd()}…`, size, bold) <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}

/** Words wrapped into lines of at most `max` pixels (a word longer than a line is shortened). */
export function wrapText(text: string, max: number, size: number, bold = false, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) <= max || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const out = lines.slice(0, maxLines).map((l) => fitText(l, max, size, bold));
  if (lines.length > maxLines) out[maxLines - 1] = fitText(`${out[maxLines - 1]} …`, max, size, bold);
  return out;
}
