/**
 * Fixed positions of every registered game with pictures, for the golden
 * images (test/images/golden.test.ts), the README's pictures
 * (scripts/render-docs-images.ts) and the bench: each game set up from a
 * seed and played a fixed number of seeded random moves, then drawn as the
 * board (public view), the hand of the seat to act (their turn) and a
 * waiting hand.
 */
import { translator, addTexts, type Language } from '../../src/discord/i18n/index.js';
import { uis } from '../../src/discord/ui/index.js';
import { games, registeredGames, type AnyGameDefinition } from '../../src/games/index.js';
import type { Scene } from '../../src/images/scene.js';
import { PICTURES_NAMESPACE, pictureTexts } from '../../src/images/texts.js';
import type { PictureContext } from '../../src/images/types.js';

addTexts(PICTURES_NAMESPACE, pictureTexts);

export interface PictureFixture {
  /** File name stem: `<game>-<kind>[-<lang>]`. */
  name: string;
  game: string;
  kind: 'board' | 'hand' | 'waiting';
  lang: Language;
  scene: Scene;
}

export interface Position {
  game: string;
  players: number;
  seed: string;
  options?: object;
  moves: number;
}

/** Chosen so each picture has something to show (a crew with guards, a weapon with kills, Good Guys on tables, moons and trump). */
const CHOSEN: Record<string, Omit<Position, 'game'>> = {
  loners: { players: 3, seed: 'docs-loners-22', moves: 45 },
  scoundrel: { players: 1, seed: 'docs-scoundrel-40', moves: 8 },
  guys: { players: 4, seed: 'docs-guys-15', moves: 38 },
  'lone-wolves': { players: 2, seed: 'docs-lone-wolves-2', moves: 17 },
};

/** A position of every registered game that draws pictures: its chosen one, else a few moves into a game of two (or its least number of players). */
export function positions(): Position[] {
  return registeredGames()
    .map((reg) => reg.engine)
    .filter((engine) => uis[engine.id]?.images)
    .map((engine) => ({ game: engine.id, ...(CHOSEN[engine.id] ?? { players: Math.min(engine.maxPlayers, Math.max(engine.minPlayers, 2)), seed: `docs-${engine.id}`, moves: 6 }) }));
}

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fritz'];

function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** The state after `moves` seeded random legal moves (fewer if the game ends first). */
export function positionState(p: Position): { engine: AnyGameDefinition; state: unknown } {
  const engine = games[p.game];
  if (!engine) throw new Error(`game ${p.game} is not registered`);
  let state = engine.setup({ players: p.players, seed: p.seed, options: p.options ?? {} });
  const rand = lcg(p.seed.length * 7919 + p.moves);
  for (let i = 0; i < p.moves; i++) {
    const seat = engine.toAct(state);
    if (seat === null) break;
    const legal = engine.legalActions(state, seat);
    const res = engine.apply(state, seat, legal[rand(legal.length)]);
    if (!res.ok) throw new Error(`fixture move refused: ${res.error.message}`);
    state = res.state;
  }
  return { engine, state };
}

/** What the platform gives a picture of `game` (render.ts): the game's words and the kit's, the seats' names. */
export function pictureContext(game: string, lang: Language, seat: number | null, players: number): PictureContext {
  return {
    t: translator(lang, game) as PictureContext['t'],
    seat,
    seats: NAMES.slice(0, players).map((name) => ({ name, gone: false })),
    status: 'active',
  };
}

/** Every fixture picture in `lang` (the waiting hand only for games of several seats). */
export function pictureFixtures(lang: Language = 'en'): PictureFixture[] {
  const out: PictureFixture[] = [];
  for (const p of positions()) {
    const images = uis[p.game]?.images;
    if (!images) continue;
    const { engine, state } = positionState(p);
    const toAct = engine.toAct(state) ?? 0;
    const suffix = lang === 'en' ? '' : `-${lang}`;
    out.push({ name: `${p.game}-board${suffix}`, game: p.game, kind: 'board', lang, scene: images.board(engine.view(state, null), pictureContext(p.game, lang, null, p.players)) });
    out.push({ name: `${p.game}-hand${suffix}`, game: p.game, kind: 'hand', lang, scene: images.hand(engine.view(state, toAct), pictureContext(p.game, lang, toAct, p.players)) });
    if (p.players > 1) {
      const waiting = (toAct + 1) % p.players;
      out.push({ name: `${p.game}-waiting${suffix}`, game: p.game, kind: 'waiting', lang, scene: images.hand(engine.view(state, waiting), pictureContext(p.game, lang, waiting, p.players)) });
    }
  }
  return out;
}
