/**
 * Our bot in the click bench, in a process of its own (bench/bot-child.ts)
 * on 250 live 2-player Loners matches. Its phases are run by
 * bench/discord.ts: single clicks and bursts interleaved with the bare
 * bot's, then the bursts with images on and with computers playing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { count, inArray } from 'drizzle-orm';
import type { LogLevel } from '../src/startup/config.js';
import type { Db } from '../src/db/connection.js';
import { matchActions } from '../src/db/schema/sqlite.js';
import type { FakeDiscord } from '../test/support/fake-discord/index.js';
import { openReader } from './bot-remote.js';
import { ourTurns, settle, timedClick, type Click, type Timed, type World } from './discord-clicks.js';
import { forkBot, SETUP_LIMIT } from './discord-fork.js';
import { DISCORD_GLOBAL_LIMIT } from './discord-matches.js';
import type { PhaseProfiler } from './cpu-profile.js';

export type ClickKind = 'move' | 'hand';

export interface OurBurst {
  results: Timed[];
  kinds: ClickKind[];
  /** REST requests (other than callbacks) the fake completed between the burst's start and its last answer. */
  rest: number;
}

export interface ImageBursts {
  /** Every answer of the measured rounds. */
  answers: Timed[];
  /** From a move's answer to its picture in the clicked DM (0: the picture went with the answer). */
  lags: number[];
  restPerMove: number;
  uploads: number;
}

/**
 * After each burst's last answer, one more click ("Show my hand") this much
 * later: the bot counts clicks as calmed down 10 ms after the last, so this
 * click meets the follow-up work the burst left waiting, as a player's click
 * would that comes right after a rush.
 */
const LATE_CLICK_MS = 15;

export interface OurBot {
  /** Per burst of every phase so far (the bursts with images on and with computers too): the answer time of the click just after it. */
  lateClicks: number[];
  /** Moves on the hand DMs of the next `n` matches, one after the other, each once the last has settled. */
  singles(n: number, phase: string | null): Promise<{ ms: number[]; applied: number }>;
  /** In every match, the player to act plays a move (answered by an update of their DM) and the other clicks "Show my hand" (answered ephemerally). */
  burst(phase: string): Promise<OurBurst>;
  /** The servers switch to pictures; `rounds` bursts measured after one that turns every message into a V2 one. */
  imageBursts(rounds: number): Promise<ImageBursts>;
  /**
   * `rounds` bursts with no computer playing, then `rounds` while the computer matches of `computerWorld` play on
   * in other channels (the two back to back, so they meet the process and the machine in the same state); the
   * computer moves made meanwhile.
   */
  computerBursts(rounds: number): Promise<{ before: Timed[]; answers: Timed[]; computerMoves: number }>;
  close(): Promise<void>;
  /** The bot's CPU time per timed phase, all its threads and the main thread alone (bench/discord-fork.ts). */
  cpuMs: ReadonlyMap<string, number>;
  mainCpuMs: ReadonlyMap<string, number>;
  /** Per timed phase: the connections the bot opened to the fake (bench/discord-fork.ts). */
  connections: ReadonlyMap<string, number>;
  /** Per timed phase: the machine's speed just before it (bench/machine-speed.ts). */
  speedMs: ReadonlyMap<string, number>;
}

function countComputerMoves(db: Db, matchIds: string[]): number {
  return db.select({ n: count() }).from(matchActions).where(inArray(matchActions.matchId, matchIds)).get()?.n ?? 0;
}

export async function startOurBot(fake: FakeDiscord, world: World, computerWorld: World, profiler: PhaseProfiler): Promise<OurBot> {
  const { remote, idler: bot, around, gcBoth, cpuMs, mainCpuMs, connections, speedMs } = await forkBot(profiler, fake);
  const dbPath = await remote.call<string>('startOurs', fake.apiUrl, fake.token, 'bench', (process.env.BENCH_BOT_LOG as LogLevel | undefined) ?? 'silent');
  const reader = openReader(dbPath);
  const { db } = reader;
  const { prepareMove, showHand, routed } = ourTurns(fake, db, world);
  await remote.call('limit', SETUP_LIMIT);
  const matchIds = await remote.call<string[]>('open', world.specs);
  await settle(fake, bot);
  let nextSingle = 0;

  /** One burst's clicks: in every match a move by the player to act and a "Show my hand" by the other. */
  const burstPlan = async (): Promise<{ click: Click; kind: ClickKind }[]> => {
    const plan: { click: Click; kind: ClickKind }[] = [];
    for (const id of matchIds) {
      const move = await prepareMove(id);
      if (move) plan.push({ click: move, kind: 'move' }, { click: showHand(id), kind: 'hand' });
    }
    return plan;
  };

  const lateClicks: number[] = [];
  /** Sends the plan at once under discord.js' real limit, then the late click; waits until the follow-up work has settled. */
  const burstOf = async (phase: string, plan: { click: Click }[], settleOpts: { computers?: boolean } = {}): Promise<{ results: Timed[]; requestsBefore: number }> => {
    await settle(fake, bot, settleOpts);
    const late = showHand(matchIds.at(-1) as string);
    await remote.call('limit', DISCORD_GLOBAL_LIMIT);
    await gcBoth();
    const requestsBefore = fake.requests.length;
    const results = await around(phase, () => Promise.all(plan.map((p) => timedClick(fake, p.click))));
    await sleep(LATE_CLICK_MS);
    lateClicks.push((await timedClick(fake, late)).ms);
    await remote.call('limit', SETUP_LIMIT);
    await routed(plan.map((p) => p.click));
    await settle(fake, bot, settleOpts);
    return { results, requestsBefore };
  };

  return {
    async singles(n, phase) {
      const ids = matchIds.slice(nextSingle, nextSingle + n);
      nextSingle += n;
      if (nextSingle > matchIds.length) throw new Error(`only ${matchIds.length} matches for single clicks`);
      await gcBoth();
      const run = async () => {
        const ms: number[] = [];
        let applied = 0;
        for (const id of ids) {
          const click = await prepareMove(id);
          if (!click) continue;
          await settle(fake, bot);
          const t = await timedClick(fake, click);
          ms.push(t.ms);
          if (t.answer.type !== 7) continue;
          applied++;
          await routed([click]);
          await settle(fake, bot);
        }
        return { ms, applied };
      };
      return phase ? around(phase, run) : run();
    },

    async burst(phase) {
      const plan = await burstPlan();
      const { results, requestsBefore } = await burstOf(phase, plan);
      const bad = results.find((t, i) => (plan[i]?.kind === 'move' ? t.answer.type !== 7 : t.answer.type !== 4 || !t.answer.ephemeral));
      if (bad) throw new Error(`unexpected answer in the burst: type ${bad.answer.type}: ${bad.answer.content}`);
      const lastAnswer = Math.max(...results.map((t) => t.answer.record.callback?.at ?? 0));
      const rest = fake.requests.slice(requestsBefore).filter((r) => !r.path.startsWith('/interactions/') && r.at <= lastAnswer).length;
      return { results, kinds: plan.map((p) => p.kind), rest };
    },

    async imageBursts(rounds) {
      const guildIds = [...new Set(world.specs.map((s) => s.guildId))];
      await remote.call('images', guildIds, true);
      const answers: Timed[] = [];
      const lags: number[] = [];
      let rest = 0;
      let moves = 0;
      let uploads = 0;
      for (let round = 0; round <= rounds; round++) {
        const plan = await burstPlan();
        const { results, requestsBefore } = await burstOf(`ours-images-${round}`, plan);
        if (round === 0) continue;
        const requests = fake.requests.slice(requestsBefore);
        rest += requests.filter((r) => !r.path.startsWith('/interactions/') && !r.path.startsWith('/webhooks/')).length;
        uploads += requests.reduce((n, r) => n + r.uploads.length, 0);
        answers.push(...results);
        results.forEach((t, i) => {
          if (plan[i]?.kind !== 'move') return;
          moves++;
          const edit = t.answer.events.find((e) => e.kind === 'edit' && e.original);
          lags.push(edit ? edit.at - (t.answer.record.callback?.at ?? edit.at) : 0);
        });
      }
      await remote.call('images', guildIds, false);
      return { answers, lags, restPerMove: rest / Math.max(1, moves), uploads };
    },

    async computerBursts(rounds) {
      // The same bursts with no computer playing, just before: what the computers add is the difference.
      const before: Timed[] = [];
      for (let round = 0; round < rounds; round++) before.push(...(await burstOf(`ours-nocomputers-${round}`, await burstPlan())).results);
      // Matches of computers only (hard, 1 s pause, decisions on a worker thread) play on while the bursts are measured.
      const computerIds = await remote.call<string[]>('open', computerWorld.specs);
      await remote.call('computers', computerIds);
      const movesBefore = countComputerMoves(db, computerIds);
      await new Promise((r) => setTimeout(r, 2000));
      const answers: Timed[] = [];
      for (let round = 0; round < rounds; round++) {
        const plan = await burstPlan();
        answers.push(...(await burstOf(`ours-computers-${round}`, plan, { computers: false })).results);
      }
      return { before, answers, computerMoves: countComputerMoves(db, computerIds) - movesBefore };
    },

    async close() {
      reader.close();
      await remote.close();
    },
    cpuMs,
    mainCpuMs,
    connections,
    speedMs,
    lateClicks,
  };
}
