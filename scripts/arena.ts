/**
 * The arena: seeded matches between computer levels, with win rates, 95%
 * confidence intervals (Wilson) and the time per decision.
 *
 *   npm run arena                       # every game, default budget
 *   npm run arena -- --games 40 --budget 100 --only guys,loners --players 2
 *   npm run arena -- --deals 2000 --solo-budget 20 --only scoundrel
 *   npm run arena -- --calibrate        # measure iterations per millisecond per game
 *
 * Multi-player "hard vs random" puts one hard seat among random seats (the
 * tested seat rotates over the matches) and compares its win rate with the
 * fair share 1/players. Shared wins (Guys at the round limit) count as a
 * fraction 1/winners. Times are per decision of the tested seat, after a
 * warm-up (the first decisions of a process run cold code). The games are
 * those of the registry that have a computer player: the table games at
 * their least, middle and largest number of players, the solo games dealt
 * many times.
 */
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';
import { DEFAULT_BUDGET_MS, decide, iterationsFor, type Level } from '../src/computers/decide.js';
import { randFromSeed } from '../src/computers/rand.js';
import type { AnyGameDefinition } from '../src/games/core/contract.js';
import { registeredGames, registration } from '../src/games/index.js';

type Player = Level | 'random';

interface Options {
  games: number;
  deals: number;
  budget: number;
  soloBudget: number;
  only: string[] | null;
  players: number[] | null;
  calibrate: boolean;
  out: string | null;
  seed: string;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { games: 30, deals: 2000, budget: DEFAULT_BUDGET_MS, soloBudget: 10, only: null, players: null, calibrate: false, out: null, seed: 'arena' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    switch (a) {
      case '--games':
        o.games = Number(next());
        break;
      case '--deals':
        o.deals = Number(next());
        break;
      case '--budget':
        o.budget = Number(next());
        break;
      case '--solo-budget':
      case '--scoundrel-budget':
        o.soloBudget = Number(next());
        break;
      case '--only':
        o.only = next().split(',');
        break;
      case '--players':
        o.players = next().split(',').map(Number);
        break;
      case '--calibrate':
        o.calibrate = true;
        break;
      case '--out':
        o.out = next();
        break;
      case '--seed':
        o.seed = next();
        break;
      case '--help':
        console.log('npm run arena -- [--games N] [--deals N] [--budget MS] [--solo-budget MS] [--only g1,g2] [--players 2,4] [--calibrate] [--out file.md] [--seed S]');
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${a}`);
    }
  }
  return o;
}

/** The registered games a computer can play. */
const withComputers = () => registeredGames().filter((reg) => reg.ai);
/** A table game's player counts to try: its least, middle and largest. */
const playerCounts = (engine: AnyGameDefinition) => [...new Set([engine.minPlayers, Math.round((engine.minPlayers + engine.maxPlayers) / 2), engine.maxPlayers])];

function engineOf(game: string): AnyGameDefinition {
  const reg = registration(game);
  if (!reg) throw new Error(`game ${game} is not registered`);
  return reg.engine as AnyGameDefinition;
}

/** Wilson score interval for `wins` successes out of `n` (95%). */
function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(x < 1 ? 2 : 1) : '–');

/** Per decision: CPU time of this process (what one core spends, whatever else runs on the machine) and wall time. */
interface Timing {
  cpu: number[];
  wall: number[];
}

function timed<T>(timing: Timing | null, f: () => T): T {
  if (!timing) return f();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = f();
  timing.wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  timing.cpu.push((c.user + c.system) / 1000);
  return out;
}

function act(engine: AnyGameDefinition, game: string, state: unknown, seat: number, who: Player, seed: string, budget: number, timing: Timing | null): unknown {
  if (who === 'random') {
    const legal = engine.legalActions(state, seat);
    return legal[randFromSeed(seed)(legal.length)];
  }
  return timed(timing, () => decide({ game, state, seat, level: who, seed, budgetMs: budget }));
}

/** Plays one match; returns the tested seat's share of the win. */
function playMatch(game: string, players: number, seed: string, tested: number, a: Player, b: Player, budget: number, timing: Timing): number {
  const engine = engineOf(game);
  let state = engine.setup({ players, seed });
  let step = 0;
  for (;;) {
    const seat = engine.toAct(state);
    if (seat === null) break;
    const who = seat === tested ? a : b;
    const action = act(engine, game, state, seat, who, `${seed}:${step}`, budget, seat === tested ? timing : null);
    const next = engine.apply(state, seat, action);
    if (!next.ok) throw new Error(`${game}: ${who} played an illegal move: ${next.error.message}`);
    state = next.state;
    step++;
    if (step > 100_000) throw new Error(`${game}: the match does not end`);
  }
  const outcome = engine.outcome(state);
  if (!outcome) return 0;
  return outcome.winners.includes(tested) ? 1 / outcome.winners.length : 0;
}

/** A few decisions of every level before timing, so cold code does not count. */
function warmUp(game: string, players: number, budget: number): void {
  const engine = engineOf(game);
  let state = engine.setup({ players, seed: 'warm-up' });
  for (let i = 0; i < 6; i++) {
    const seat = engine.toAct(state);
    if (seat === null) break;
    const action = decide({ game, state, seat, level: i % 2 ? 'easy' : 'hard', seed: `w${i}`, budgetMs: budget });
    const next = engine.apply(state, seat, action);
    if (!next.ok) break;
    state = next.state;
  }
}

interface Row {
  game: string;
  players: number;
  pairing: string;
  games: number;
  rate: number;
  ci: [number, number];
  fair: number;
  decisions: number;
  median: number;
  p99: number;
  p99wall: number;
}

function runPairing(game: string, players: number, a: Player, b: Player, o: Options): Row {
  const timing: Timing = { cpu: [], wall: [] };
  let wins = 0;
  for (let g = 0; g < o.games; g++) {
    const seed = `${o.seed}:${game}:${players}:${a}-${b}:${g}`;
    wins += playMatch(game, players, seed, g % players, a, b, o.budget, timing);
  }
  const sorted = timing.cpu.slice().sort((x, y) => x - y);
  const wall = timing.wall.slice().sort((x, y) => x - y);
  return {
    game,
    players,
    pairing: `${a} vs ${b}`,
    games: o.games,
    rate: wins / o.games,
    ci: wilson(wins, o.games),
    fair: 1 / players,
    decisions: sorted.length,
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    p99wall: quantile(wall, 0.99),
  };
}

interface SoloRow {
  level: Player;
  deals: number;
  wins: number;
  ci: [number, number];
  meanScore: number;
  median: number;
  p99: number;
  budget: number | null;
}

function runSolo(game: string, level: Player, o: Options): SoloRow {
  const engine = engineOf(game);
  const timing: Timing = { cpu: [], wall: [] };
  let wins = 0;
  let score = 0;
  const budget = o.soloBudget;
  for (let d = 0; d < o.deals; d++) {
    const seed = `${o.seed}:${game}:${d}`;
    let state = engine.setup({ players: 1, seed });
    let step = 0;
    while (engine.toAct(state) !== null) {
      const action = act(engine, game, state, 0, level, `${seed}:${level}:${step}`, budget, level === 'random' ? null : timing);
      const next = engine.apply(state, 0, action);
      if (!next.ok) throw new Error(`${game}: ${level} played an illegal move: ${next.error.message}`);
      state = next.state;
      step++;
    }
    const outcome = engine.outcome(state);
    if (outcome && outcome.winners.length > 0) wins++;
    score += outcome?.scores[0] ?? 0;
  }
  const sorted = timing.cpu.sort((x, y) => x - y);
  return {
    level,
    deals: o.deals,
    wins,
    ci: wilson(wins, o.deals),
    meanScore: score / o.deals,
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    budget: level === 'hard' ? budget : null,
  };
}

/** Iterations per millisecond of the hard search on states from easy self-play. */
function calibrate(game: string, players: number): { rate: number; median: number; p99: number; states: number } {
  const engine = engineOf(game);
  const states: Array<{ state: unknown; seat: number }> = [];
  for (let g = 0; states.length < 150 && g < 80; g++) {
    let state = engine.setup({ players, seed: `calibrate:${g}` });
    let step = 0;
    for (;;) {
      const seat = engine.toAct(state);
      if (seat === null) break;
      if (engine.legalActions(state, seat).length > 1 && step % 3 === 0) states.push({ state, seat });
      const next = engine.apply(state, seat, decide({ game, state, seat, level: 'easy', seed: `c${g}:${step}` }));
      if (!next.ok) break;
      state = next.state;
      step++;
    }
  }
  const iterations = 20_000;
  for (const { state, seat } of states.slice(0, 5)) decide({ game, state, seat, level: 'hard', seed: 'warm', iterations });
  const timing: Timing = { cpu: [], wall: [] };
  for (const [i, { state, seat }] of states.entries()) timed(timing, () => decide({ game, state, seat, level: 'hard', seed: `cal${i}`, iterations }));
  const mean = timing.cpu.reduce((x, y) => x + y, 0) / timing.cpu.length;
  const sorted = timing.cpu.sort((x, y) => x - y);
  return { rate: iterations / mean, median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), states: sorted.length };
}

function main(): void {
  const o = parseArgs(process.argv.slice(2));
  const wanted = (g: string) => !o.only || o.only.includes(g);
  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };

  if (o.calibrate) {
    say('CPU time of one core per decision (process.cpuUsage).');
    say('');
    say('| game | players | iterations/ms (mean) | ms per 20,000 iterations: median | p99 | states |');
    say('|---|---|---|---|---|---|');
    const counts = withComputers().flatMap((reg) => [...new Set([reg.engine.minPlayers, reg.engine.maxPlayers])].map((players) => [reg.engine.id, players] as const));
    for (const [game, players] of counts) {
      if (!wanted(game)) continue;
      const c = calibrate(game, players);
      say(`| ${game} | ${players} | ${c.rate.toFixed(0)} | ${ms(c.median)} | ${ms(c.p99)} | ${c.states} |`);
    }
    if (o.out) writeFileSync(o.out, lines.join('\n') + '\n');
    return;
  }

  const pairings: Array<[Player, Player]> = [
    ['hard', 'random'],
    ['hard', 'easy'],
    ['easy', 'random'],
  ];
  const tables: Array<[string, number[]]> = withComputers()
    .filter((reg) => !reg.settings.solo)
    .map((reg) => [reg.engine.id, playerCounts(reg.engine)]);
  const multi = tables.filter(([game]) => wanted(game));
  if (multi.length > 0) {
    say(`Arena: ${o.games} matches per line, hard budget ${o.budget} ms (iterations: ${multi.map(([g]) => `${g} ${iterationsFor(g, o.budget)}`).join(', ')}), seed "${o.seed}".`);
    say('');
    say('Time per decision of the tested seat: CPU time of one core (process.cpuUsage), and the wall-clock p99 for reference.');
    say('');
    say('| game | players | tested seat | matches | win rate | 95% CI | fair share | decisions | median ms | p99 ms | p99 wall ms |');
    say('|---|---|---|---|---|---|---|---|---|---|---|');
  }
  for (const [game, counts] of multi) {
    for (const players of counts) {
      if (o.players && !o.players.includes(players)) continue;
      warmUp(game, players, o.budget);
      for (const [a, b] of pairings) {
        const r = runPairing(game, players, a, b, o);
        say(`| ${r.game} | ${r.players} | ${r.pairing} | ${r.games} | ${pct(r.rate)} | ${pct(r.ci[0])}–${pct(r.ci[1])} | ${pct(r.fair)} | ${r.decisions} | ${ms(r.median)} | ${ms(r.p99)} | ${ms(r.p99wall)} |`);
      }
    }
  }
  for (const solo of withComputers().filter((reg) => reg.settings.solo && wanted(reg.engine.id))) {
    const game = solo.engine.id;
    warmUp(game, 1, o.soloBudget);
    say('');
    say(`${game}: ${o.deals} seeded deals per level; the hard level thinks ${o.soloBudget} ms (${iterationsFor(game, o.soloBudget)} iterations) per move here${o.soloBudget < o.budget ? ' — a reduced budget, for time' : ''}.`);
    say('');
    say('| level | deals | wins | win rate | 95% CI | mean score | median ms | p99 ms |');
    say('|---|---|---|---|---|---|---|---|');
    for (const level of ['random', 'easy', 'hard'] as const) {
      const r = runSolo(game, level, o);
      say(`| ${r.level} | ${r.deals} | ${r.wins} | ${pct(r.wins / r.deals)} | ${pct(r.ci[0])}–${pct(r.ci[1])} | ${r.meanScore.toFixed(1)} | ${ms(r.median)} | ${ms(r.p99)} |`);
    }
  }
  if (o.out) writeFileSync(o.out, lines.join('\n') + '\n');
}

main();
