/**
 * No hidden card in a picture: over seeded random games of every game with
 * pictures, the board drawn through the platform (render.ts, which gives the
 * picture `view(state, null)`) comes out as the very same PNG bytes when
 * everything hidden (hands, deck, face-down tokens) is dealt anew; a hand's
 * picture does not change when what that seat cannot see does. And every
 * picture fits Discord (a PNG under 8 MiB, sane sides).
 */
import { describe, expect, it } from 'vitest';
import type { Match, MatchPlayer } from '../../src/db/schema/sqlite.js';
import { Pictures } from '../../src/discord/pictures.js';
import { renderBoard, renderHand, type Names } from '../../src/discord/render.js';
import { uis } from '../../src/discord/ui/index.js';
import { games, registration } from '../../src/games/index.js';
import { encodePngSync } from '../../src/images/paint.js';
import type { Scene } from '../../src/images/scene.js';
import { assertPng } from '../support/pictures.js';

const NAMES: Names = { guildName: () => 'Card Club', displayName: (id) => `Player ${id.slice(-1)}` };
const GAMES = Object.keys(uis).filter((id) => uis[id]?.images);

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

function matchOf(game: string, state: unknown, version: number, players: number): { match: Match; players: MatchPlayer[] } {
  const match = { id: 'privacy000', game, guildId: '1', channelId: '2', status: 'active', state, version, seed: 's', options: {}, turnDeadline: null } as unknown as Match;
  const seats = Array.from({ length: players }, (_, seat) => ({ matchId: match.id, seat, userId: `u${seat}`, forfeited: false, computer: null }) as unknown as MatchPlayer);
  return { match, players: seats };
}

/** The PNG of a picture, drawn with a fresh cache (nothing remembered between the two states). */
function png(ref: { json(): string } | null): Buffer {
  if (!ref) throw new Error('no picture');
  return encodePngSync(JSON.parse(ref.json()) as Scene);
}

describe.each(GAMES)('%s pictures show nothing hidden', (game) => {
  it('the board: the same PNG bytes when the hidden cards are dealt anew; a hand: the same when what its seat cannot see is', () => {
    const engine = games[game]!;
    const profile = registration(game)!.conformance;
    const players = game === 'scoundrel' ? 1 : game === 'guys' ? 4 : game === 'loners' ? 3 : 2;
    const rand = lcg(game.length * 31);
    let boards = 0;
    for (let g = 0; g < 2; g++) {
      let state = engine.setup({ players, seed: `privacy-${game}-${g}`, options: {} });
      for (let step = 0; step < 60 && engine.toAct(state) !== null; step++) {
        if (step % 6 === 0) {
          const { match, players: seats } = matchOf(game, state, step, players);
          const hidden = profile.perturbHidden(state, null, rand);
          const a = png(renderBoard(match, seats, NAMES, 'en', new Pictures(null)).picture);
          const b = png(renderBoard({ ...match, state: hidden as object }, seats, NAMES, 'en', new Pictures(null)).picture);
          expect(b.equals(a), `board at step ${step}`).toBe(true);
          assertPng(a);
          boards++;
          const seat = step % players;
          const other = profile.perturbHidden(state, seat, rand);
          const h1 = png(renderHand(match, seats, seat, NAMES, 'en', null, new Pictures(null)).picture);
          const h2 = png(renderHand({ ...match, state: other as object }, seats, seat, NAMES, 'en', null, new Pictures(null)).picture);
          expect(h2.equals(h1), `hand of seat ${seat} at step ${step}`).toBe(true);
          assertPng(h1);
        }
        const seat = engine.toAct(state)!;
        const legal = engine.legalActions(state, seat);
        const res = engine.apply(state, seat, legal[rand(legal.length)]);
        if (!res.ok) throw new Error(res.error.message);
        state = res.state;
      }
    }
    expect(boards).toBeGreaterThan(3);
  });

  it('a picture does show what it should: another public state draws another board', () => {
    const engine = games[game]!;
    const players = game === 'scoundrel' ? 1 : 2;
    const state = engine.setup({ players, seed: `privacy-change-${game}`, options: {} });
    const seat = engine.toAct(state)!;
    const next = engine.apply(state, seat, engine.legalActions(state, seat)[0]);
    if (!next.ok) throw new Error(next.error.message);
    const before = matchOf(game, state, 0, players);
    const after = matchOf(game, next.state, 1, players);
    const a = renderBoard(before.match, before.players, NAMES, 'en', new Pictures(null)).picture!;
    const b = renderBoard(after.match, after.players, NAMES, 'en', new Pictures(null)).picture!;
    expect(a.fingerprint).not.toBe(b.fingerprint);
  });
});
