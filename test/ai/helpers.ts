/** Shared by the AI tests: the games with a computer player, and seeded states to ask it about. */
import type { AnyGameDefinition } from '../../src/games/core/contract.js';
import type { AiProfile, AnyGameRegistration, ConformanceProfile } from '../../src/games/core/registration.js';
import { guysGame } from '../../src/games/guys/index.js';
import { loneWolvesGame } from '../../src/games/lone-wolves/index.js';
import { lonersGame } from '../../src/games/loners/index.js';
import { scoundrelGame } from '../../src/games/scoundrel/index.js';
import { decide } from '../../src/computers/decide.js';
import { makeRand } from '../support/conformance.js';

export interface AiGame {
  id: string;
  engine: AnyGameDefinition;
  ai: AiProfile;
  conformance: ConformanceProfile;
  playerCounts: number[];
  optionSets: object[];
}

function entry(reg: AnyGameRegistration, playerCounts: number[]): AiGame {
  if (!reg.ai) throw new Error(`${reg.engine.id} has no AI profile`);
  return {
    id: reg.engine.id,
    engine: reg.engine as AnyGameDefinition,
    ai: reg.ai as AiProfile,
    conformance: reg.conformance as ConformanceProfile,
    playerCounts,
    optionSets: reg.conformance.optionSets,
  };
}

export const AI_GAMES: AiGame[] = [
  entry(lonersGame, [2, 3, 4]),
  entry(scoundrelGame, [1]),
  entry(guysGame, [2, 4, 6]),
  entry(loneWolvesGame, [2]),
];

export interface Situation {
  state: unknown;
  seat: number;
  players: number;
  label: string;
}

/**
 * Seeded situations of a game: every state with a seat to act along games
 * played by a mix of random moves and easy computer moves (so both wild and
 * realistic positions come up), over every player count and option set,
 * with now and then a seat of a 3+ player table forfeiting.
 */
export function situations(game: AiGame, count: number, seed: number): Situation[] {
  const out: Situation[] = [];
  const rand = makeRand(seed);
  const perGame = Math.max(8, Math.ceil(count / 12));
  for (let g = 0; out.length < count && g < 10_000; g++) {
    const players = game.playerCounts[g % game.playerCounts.length] as number;
    const options = game.optionSets[g % game.optionSets.length] ?? {};
    let state = game.engine.setup({ players, seed: `ai-${seed}-${g}`, options });
    const easyShare = rand(4); // 0..3 quarters of the moves are easy computer moves
    const keepEvery = 1 + rand(3);
    let kept = 0;
    for (let step = 0; kept < perGame && out.length < count && step < 5_000; step++) {
      const seat = game.engine.toAct(state);
      if (seat === null) break;
      const legal = game.engine.legalActions(state, seat);
      if (step % keepEvery === 0) {
        out.push({ state, seat, players, label: `${game.id} ${players}p game ${g} step ${step}` });
        kept++;
      }
      // Now and then a player of a bigger table leaves (timeouts): the computer must play on around the empty seat.
      if (players >= 3 && game.engine.forfeit && rand(60) === 0) {
        state = game.engine.forfeit(state, rand(players));
        continue;
      }
      const action = rand(4) < easyShare ? decide({ game: game.id, state, seat, level: 'easy', seed: `s${g}:${step}` }) : legal[rand(legal.length)];
      const next = game.engine.apply(state, seat, action);
      if (!next.ok) throw new Error(`${game.id}: a move of the state generator was refused: ${next.error.message}`);
      state = next.state;
    }
  }
  return out;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export { makeRand };
