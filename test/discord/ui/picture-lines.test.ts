/**
 * The lines that go with a picture: under it, one line on what to do now;
 * for screen readers, the picture in words within Discord's 1,024
 * characters, essentials first (Lone Wolves: the score and all five
 * territories), no markup or mention ids; a hand off its turn keeps both
 * while its cards do not change (it is not edited for them); and the V2
 * message puts the line right under the picture, the alt text on it.
 */
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { compose } from '../../../src/discord/layout.js';
import { uis } from '../../../src/discord/ui/index.js';
import { registeredGames, registration } from '../../../src/games/index.js';
import type { AnyGameDefinition } from '../../../src/games/index.js';
import { gameCtx } from './game-ctx.js';

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

const GAMES = registeredGames()
  .map((r) => r.engine.id)
  .filter((id) => uis[id]?.images);

describe.each(GAMES)('%s: the lines with a picture', (game) => {
  it('alt text within 1,024 characters without markup; one line under the picture; a waiting hand keeps both while its cards stay', () => {
    const engine = registration(game)!.engine as AnyGameDefinition;
    const images = uis[game]!.images!;
    let checked = 0;
    for (const players of new Set([engine.minPlayers, engine.maxPlayers])) {
      for (let g = 0; g < 3; g++) {
        const rand = lcg(g * 11 + players);
        let state = engine.setup({ players, seed: `lines-${game}-${players}-${g}`, options: {} });
        let before: unknown = null;
        for (let step = 0; step < 200 && engine.toAct(state) !== null; step++) {
          for (const lang of ['en', 'de'] as const) {
            const ctx = gameCtx(game, players, lang);
            for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
              const view = engine.view(state, seat);
              const alt = images.alt!(view, ctx, seat);
              const hint = images.hint?.(view, ctx, seat) ?? null;
              expect(alt.length).toBeLessThanOrEqual(1024);
              expect(alt).not.toMatch(/\*\*|<@|<t:|```/);
              if (hint !== null) expect(hint).not.toContain('\n');
              if (game === 'lone-wolves' && seat === null) {
                expect(alt).toContain(lang === 'en' ? 'Score if the game ended now' : 'Punkte, wenn jetzt Schluss wäre');
                for (let k = 1; k <= 5; k++) expect(alt).toContain(lang === 'en' ? `Territory ${k} · worth` : `Gebiet ${k} · Punktwert`);
              }
              // A seat waiting now and before, with the same cards (in hand, and on its own table deck where it has one): the same lines.
              const toAct = engine.toAct(state);
              const own = (v: unknown) => JSON.stringify([(v as { hand?: unknown }).hand, (v as { tables?: unknown[] }).tables?.[seat ?? -1]]);
              if (seat !== null && before !== null && seat !== toAct && seat !== engine.toAct(before)) {
                const was = engine.view(before, seat);
                if (own(was) === own(view)) {
                  expect(images.alt!(was as never, ctx, seat)).toBe(alt);
                  expect(hint).toBeNull();
                }
              }
              checked++;
            }
          }
          before = state;
          const seat = engine.toAct(state)!;
          const legal = engine.legalActions(state, seat);
          const res = engine.apply(state, seat, legal[rand(legal.length)]);
          if (!res.ok) throw new Error(res.error.message);
          state = res.state;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('the V2 message of a picture', () => {
  it('shows the line under the picture, before what just happened, and the game’s alt text', () => {
    const out = compose(
      { payload: { content: 'Your turn!', embeds: [{ title: 'T', fields: [{ name: 'F', value: 'field text' }] }] }, news: 'Ben played 5 4.', hint: '▼ Security is up: play LOWER.', alt: 'The picture in words.', picture: { filename: 'board-0123456789abcdef.png' } },
      { v2: true, png: Buffer.from('x') },
    );
    const inner = (out.body.components?.[0] as { components: Array<{ type: number; content?: string; items?: Array<{ description?: string }> }> }).components;
    const gallery = inner.findIndex((c) => c.type === ComponentType.MediaGallery);
    expect(inner[gallery]!.items![0]!.description).toBe('The picture in words.');
    expect(inner[gallery + 1]).toEqual({ type: ComponentType.TextDisplay, content: '▼ Security is up: play LOWER.\nBen played 5 4.' });
  });

  it('falls back to the fields for the alt text when the game gives none', () => {
    const out = compose({ payload: { embeds: [{ fields: [{ name: 'F', value: 'field text' }] }] }, news: null, picture: { filename: 'board-0123456789abcdef.png' } }, { v2: true, png: Buffer.from('x') });
    expect(JSON.stringify(out.body)).toContain('"description":"F: field text"');
  });
});
