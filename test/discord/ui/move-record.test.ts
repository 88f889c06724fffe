/**
 * moveRecord: the one line a clicked turn message becomes once the move
 * ended the turn ("You played 8 7 6." / "Du hast 8 7 6 gespielt."). For every
 * game over seeded random games: every move has a record of its own in both
 * languages, in the second person, and it stays the same whatever is hidden
 * from the mover (so it can reveal nothing of other hands); and a few exact
 * lines per game.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../../../src/games/index.js';
import { registeredGames, registration } from '../../../src/games/index.js';
import { uis } from '../../../src/discord/ui/index.js';
import { guys } from '../../../src/games/guys/index.js';
import { loners } from '../../../src/games/loners/index.js';
import { loneWolves } from '../../../src/games/lone-wolves/index.js';
import { scoundrel } from '../../../src/games/scoundrel/index.js';
import { deal, play } from '../../games/guys/helpers.js';
import { gameCtx } from './game-ctx.js';
import { table } from './loners-fixtures.js';
import { after, benHas, trickFour } from './lone-wolves-fixtures.js';
import { c } from '../../games/lone-wolves/helpers.js';
import { play as take, start } from './scoundrel-helpers.js';

const NONE = { en: 'Your move was played.', de: 'Dein Zug ist gespielt.' };

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

const record = (game: string, engine: AnyGameDefinition, state: unknown, seat: number, players: number, lang: 'en' | 'de', action?: unknown) =>
  uis[game]!.moveRecord(engine.view(state, seat), gameCtx(game, players, lang), seat, action);

describe.each(registeredGames().map((r) => r.engine.id))('%s move records', (game) => {
  it('name every move in the second person, in both languages, and show nothing hidden from the mover', () => {
    const engine = registration(game)!.engine as AnyGameDefinition;
    const profile = registration(game)!.conformance;
    let moves = 0;
    for (const players of new Set([engine.minPlayers, engine.maxPlayers])) {
      for (let g = 0; g < 6; g++) {
        const rand = lcg(g * 31 + players);
        let state = engine.setup({ players, seed: `record-${game}-${players}-${g}`, options: {} });
        for (let step = 0; step < 150 && engine.toAct(state) !== null; step++) {
          const seat = engine.toAct(state)!;
          const legal = engine.legalActions(state, seat);
          const action = legal[rand(legal.length)];
          const res = engine.apply(state, seat, action);
          if (!res.ok) throw new Error(res.error.message);
          state = res.state;
          const en = record(game, engine, state, seat, players, 'en', action);
          const de = record(game, engine, state, seat, players, 'de', action);
          expect(en, JSON.stringify(action)).not.toBe(NONE.en);
          expect(en).toMatch(/^(You|Your) /);
          expect(de).toMatch(/^(Du|Dein|Deine) /);
          expect(de).not.toBe(en);
          // Whatever the mover cannot see, dealt anew: the same record.
          const hidden = profile.perturbHidden(state, seat, rand);
          expect(record(game, engine, hidden, seat, players, 'en', action)).toBe(en);
          moves++;
        }
      }
    }
    expect(moves).toBeGreaterThan(20);
  });
});

describe('exact move records', () => {
  it('Loners: the crew played, as the reader would say it', () => {
    const s = table({ players: 2, hands: [[8, 7, 6, 1], [2, 3, 4]], circle: [5, 5] });
    const res = loners.apply(s, 0, { type: 'fight', from: 0, to: 2 });
    if (!res.ok) throw new Error(res.error.message);
    expect(record('loners', loners, res.state, 0, 2, 'en')).toBe('You played 8 7 6.');
    expect(record('loners', loners, res.state, 0, 2, 'de')).toBe('Du hast 8 7 6 gespielt.');
  });

  it('Guys: a placed card and a drawn one (the drawer sees what they drew)', () => {
    let s = deal([[7, 3, 3, 3, 3], ['bg', 1, 1, 1, 1]], { firstSeat: 0, draw: [9, 9, 9] });
    s = play(s, 0, 'p0');
    expect(record('guys', guys, s, 0, 2, 'en')).toBe('You placed `7` on your table deck.');
    expect(record('guys', guys, s, 0, 2, 'de')).toBe('Du hast die `7` ausgelegt.');
    s = play(s, 1, 'd1');
    s = play(s, 0, 'p1');
    s = play(s, 1, 'draw');
    expect(record('guys', guys, s, 1, 2, 'en')).toBe('You drew `9`.');
    expect(record('guys', guys, s, 1, 2, 'de')).toBe('Du hast die `9` gezogen.');
  });

  it('Lone Wolves: a follow that lost the trick, then the scar token taken', () => {
    const follow = `p${benHas(c(4, 5))}.4`;
    const s = after(trickFour, follow);
    expect(record('lone-wolves', loneWolves, s, 1, 2, 'en', loneWolves.decodeAction(follow))).toBe('You played 💜5 into 💜 Territory 5; Ann took the trick.');
    const scar = loneWolves.legalActions(s, 1).find((a) => a.type === 'scar')!;
    const taken = after(s, loneWolves.encodeAction(scar));
    expect(record('lone-wolves', loneWolves, taken, 1, 2, 'en', scar)).toMatch(/^You took (Pack|Lone|Points \+2|Strength \+1|\?) from 💜 Territory 5 onto your slot in /);
    expect(record('lone-wolves', loneWolves, taken, 1, 2, 'de', scar)).toMatch(/^Du hast „.+“ aus 💜 Gebiet 5 auf deinen Platz in .+ gelegt\.$/);
  });

  it('Scoundrel: the card taken and what it did', () => {
    const s = take(start('10S 2H 3C 5D 4S 5S QC'), 't0');
    expect(record('scoundrel', scoundrel, s, 0, 1, 'en')).toBe('You fought ♠ 10 bare-handed: −10 ❤️.');
    expect(record('scoundrel', scoundrel, s, 0, 1, 'de')).toBe('Du hast ♠ 10 mit bloßen Händen bekämpft: −10 ❤️.');
  });
});
