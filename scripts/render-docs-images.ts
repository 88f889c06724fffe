/**
 * Writes the README's pictures: the board and a hand of every game with
 * pictures, drawn from fixed positions (test/support/picture-fixtures.ts, the
 * same as the golden images) exactly as the bot draws them, into
 * docs/images/<game>-board.png and <game>-hand.png (and a German board of
 * Loners). Run: `npx tsx scripts/render-docs-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePngSync } from '../src/images/paint.js';
import { pictureFixtures } from '../test/support/picture-fixtures.js';

const out = fileURLToPath(new URL('../docs/images/', import.meta.url));
mkdirSync(out, { recursive: true });
// Scoundrel is solo: its hand is the same picture as its board.
const wanted = [...pictureFixtures('en').filter((f) => f.kind !== 'waiting' && !(f.game === 'scoundrel' && f.kind === 'hand')), ...pictureFixtures('de').filter((f) => f.game === 'loners' && f.kind === 'board')];
for (const f of wanted) {
  const png = encodePngSync(f.scene);
  writeFileSync(join(out, `${f.name}.png`), png);
  console.log(`docs/images/${f.name}.png  ${f.scene.width} × ${f.scene.height}  ${(png.length / 1024).toFixed(0)} KiB`);
}
