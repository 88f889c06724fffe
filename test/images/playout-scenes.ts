/**
 * Pictures of many states of a game for the picture tests: boards and hands
 * of seeded random games at its least and largest table, in both languages,
 * running, at the end, and abandoned.
 */
import type { Language } from '../../src/discord/i18n/index.js';
import { uis } from '../../src/discord/ui/index.js';
import { games } from '../../src/games/index.js';
import type { Scene } from '../../src/images/scene.js';
import type { PictureContext } from '../../src/images/types.js';
import { pictureContext } from '../support/picture-fixtures.js';

export interface Drawn {
  label: string;
  scene: Scene;
}

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

export function playoutScenes(game: string, { gamesPerSize = 2, every = 9, langs = ['en', 'de'] as readonly Language[] } = {}): Drawn[] {
  const engine = games[game]!;
  const images = uis[game]!.images!;
  const out: Drawn[] = [];
  const draw = (state: unknown, players: number, label: string, status: PictureContext['status'] = 'active') => {
    for (const lang of langs) {
      const ctx = (seat: number | null) => ({ ...pictureContext(game, lang, seat, players), status });
      out.push({ label: `${label} board ${lang}`, scene: images.board(engine.view(state, null), ctx(null)) });
      const toAct = engine.toAct(state) ?? 0;
      for (const seat of new Set([toAct, (toAct + 1) % players])) out.push({ label: `${label} hand ${seat} ${lang}`, scene: images.hand(engine.view(state, seat), ctx(seat)) });
    }
  };
  for (const players of new Set([engine.minPlayers, engine.maxPlayers])) {
    for (let g = 0; g < gamesPerSize; g++) {
      const rand = lcg(g * 97 + players);
      let state = engine.setup({ players, seed: `readable-${game}-${players}-${g}`, options: {} });
      for (let step = 0; step < 400 && engine.toAct(state) !== null; step++) {
        if (step % every === 0) draw(state, players, `${players}p game ${g} step ${step}`);
        const seat = engine.toAct(state)!;
        const legal = engine.legalActions(state, seat);
        const res = engine.apply(state, seat, legal[rand(legal.length)]);
        if (!res.ok) throw new Error(res.error.message);
        state = res.state;
      }
      draw(state, players, `${players}p game ${g} end`);
      draw(state, players, `${players}p game ${g} abandoned`, 'abandoned');
    }
  }
  return out;
}
