/**
 * Clicks per move, for every registered game with a Discord UI: over seeded
 * random games, at each turn the hand of the player to act is rendered and
 * explored click by click from its top level (test/support/ui-navigator.ts,
 * the same simulator the UI tests use), which gives the fewest clicks that
 * play each legal move. Printed per game and player count: the turns and
 * moves measured (moves a player cannot tell apart, like the same card held
 * twice, once: GameUi.moveKey), the median and the maximum (target: at most
 * 3), and any legal move no path reaches. Pure rendering, no Discord: it runs in seconds.
 */
import { games, registeredGames } from '../src/games/index.js';
import type { AnyGameDefinition } from '../src/games/core/contract.js';
import { translator } from '../src/discord/i18n/index.js';
import { uis } from '../src/discord/ui/index.js';
import type { MatchContext } from '../src/discord/ui/types.js';
import { exploreHand } from '../test/support/ui-navigator.js';

export interface ClicksFigures {
  game: string;
  players: number;
  turns: number;
  moves: number;
  median: number;
  max: number;
  /** Legal moves that no path of up to `DEPTH` clicks plays. */
  unreached: number;
}

/** How deep the simulator looks: deeper than the target, so a 4-click move shows as 4, not as missing. */
const DEPTH = 6;

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

function contextFor(game: string, players: number): MatchContext {
  return {
    game,
    matchId: 'bench1',
    version: 1,
    guildId: '900000000000000001',
    guildName: 'Bench',
    channelId: '900000000000000002',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: `10000000000000000${seat}`, displayName: `Player ${seat + 1}`, forfeited: false })),
    turnDeadline: null,
    status: 'active',
    lang: 'en',
    t: translator('en', game),
  };
}

/** Nearest-rank median of sorted values. */
const median = (sorted: number[]) => sorted[Math.max(0, Math.ceil(sorted.length / 2) - 1)] ?? Number.NaN;

export function benchClicks(engine: AnyGameDefinition, players: number, matches: number): ClicksFigures {
  const ui = uis[engine.id];
  if (!ui) throw new Error(`no UI for ${engine.id}`);
  const ctx = contextFor(engine.id, players);
  const depths: number[] = [];
  let turns = 0;
  let unreached = 0;
  for (let m = 0; m < matches; m++) {
    const rand = lcg(1000 + m);
    let state = engine.setup({ players, seed: `clicks-${m}` });
    for (let seat = engine.toAct(state), steps = 0; seat !== null && steps < 2000; seat = engine.toAct(state), steps++) {
      const legal = engine.legalActions(state, seat);
      const view = engine.view(state, seat);
      const explored = exploreHand(ui, view, legal, ctx, { maxDepth: DEPTH });
      turns++;
      // Moves a player cannot tell apart (equal cards) count once: the fewest clicks of any of them.
      const key = (a: unknown) => (ui.moveKey ? ui.moveKey(view, a) : engine.encodeAction(a));
      const fewest = new Map<string, number | undefined>();
      for (const action of legal) {
        const k = key(action);
        const clicks = explored.reached.get(engine.encodeAction(action));
        const best = fewest.get(k);
        fewest.set(k, clicks === undefined ? best : best === undefined ? clicks : Math.min(best, clicks));
      }
      for (const clicks of fewest.values()) {
        if (clicks === undefined) unreached++;
        else depths.push(clicks);
      }
      const res = engine.apply(state, seat, legal[rand(legal.length)]);
      if (!res.ok) throw new Error(res.error.message);
      state = res.state;
    }
  }
  depths.sort((a, b) => a - b);
  return { game: engine.id, players, turns, moves: depths.length + unreached, median: median(depths), max: depths.at(-1) ?? Number.NaN, unreached };
}

/** Every registered game with a UI, at its smallest and largest table. */
export function benchAllClicks(matches = 20): ClicksFigures[] {
  const out: ClicksFigures[] = [];
  for (const reg of registeredGames()) {
    const engine = games[reg.engine.id] as AnyGameDefinition;
    if (!uis[engine.id]) continue;
    for (const players of [...new Set([engine.minPlayers, engine.maxPlayers])]) out.push(benchClicks(engine, players, matches));
  }
  return out;
}

export function printClicks(rows: readonly ClicksFigures[], matches = 20): void {
  console.log(`\nClicks per move (every legal move at every turn of ${matches} random games, from the top of the hand; target max ≤ 3):`);
  console.log('game        players   turns  legal moves  median  max  unreached');
  for (const r of rows) {
    console.log(
      `${r.game.padEnd(11)} ${String(r.players).padStart(7)} ${String(r.turns).padStart(7)} ${String(r.moves).padStart(12)} ${String(r.median).padStart(7)} ${String(r.max).padStart(4)} ${String(r.unreached).padStart(10)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const matches = Number(process.argv[2] ?? 20);
  printClicks(benchAllClicks(matches), matches);
}
