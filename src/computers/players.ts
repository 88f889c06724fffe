/**
 * Computer turns at the bot's tables: when a change leaves a computer to act,
 * wake up once its short, human-like pause is over, claim the turn (so one
 * process decides it), ask the thinker (worker threads) for a decision, and
 * play it in one transaction. Everything needed is in the database: the turn
 * clock of any process finds turns nobody woke up for (after a restart, or a
 * process that died while thinking).
 */
import type { Logger } from 'pino';
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import { claimComputerTurn, playComputerMove } from '../play/computers.js';
import type { PlayContext } from '../play/context.js';
import type { Thinker } from './pool.js';

export interface ComputerOptions {
  /** The thinking budget handed to the AI for each decision. */
  budgetMs?: number;
  /** Resolves when a decided move may be played: people's clicks go first (src/runtime/clicks-first.ts). */
  afterClicks?: () => Promise<void>;
  /** A move was played: the match's messages must catch up. */
  played?: (matchId: string) => void;
}

export class ComputerPlayers {
  /** Per match: the wake-up at the end of a computer's pause, and when it fires (real time). */
  private timers = new Map<string, { timer: NodeJS.Timeout; at: number }>();
  private thinking = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly play: PlayContext,
    private readonly thinker: Thinker,
    private readonly log: Logger,
    private readonly opts: ComputerOptions = {},
  ) {}

  /** After any change to a match: if a computer is to act, wake up when its pause is over. */
  schedule(match: Match, players: readonly MatchPlayer[]): void {
    if (this.stopped) return;
    const seat = match.status === 'active' ? games[match.game]?.toAct(match.state) : null;
    const computerToAct = seat !== null && seat !== undefined && players[seat]?.computer;
    clearTimeout(this.timers.get(match.id)?.timer);
    this.timers.delete(match.id);
    if (!computerToAct || match.turnDeadline === null) return;
    const wait = Math.max(0, match.turnDeadline - this.play.now());
    const timer = setTimeout(() => {
      this.timers.delete(match.id);
      this.take(match.id);
    }, wait);
    this.timers.set(match.id, { timer, at: Date.now() + wait });
  }

  /** Claims and plays the computer turns due in these matches (the turn clock found them). */
  run(matchIds: readonly string[]): void {
    for (const id of matchIds) this.take(id);
  }

  /** Resolves once no computer is thinking or about to move (a pause ending within `soonMs`); longer pauses are not waited for. */
  async idle(soonMs = 100): Promise<void> {
    const soon = () => [...this.timers.values()].some((t) => t.at <= Date.now() + soonMs);
    while (this.thinking.size || soon()) {
      if (this.thinking.size) await Promise.all([...this.thinking.values()]);
      else await new Promise((r) => setTimeout(r, 5));
    }
  }

  stop(): void {
    this.stopped = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private take(matchId: string): void {
    if (this.stopped || this.thinking.has(matchId)) return;
    const work = this.claimAndPlay(matchId)
      .catch((err: unknown) => this.log.error({ err, matchId }, 'computer move failed'))
      .finally(() => this.thinking.delete(matchId));
    this.thinking.set(matchId, work);
  }

  private async claimAndPlay(matchId: string): Promise<void> {
    const turn = await claimComputerTurn(this.play, matchId);
    if (!turn) return;
    const { game, state, seat, level, seed } = turn;
    const code = await this.thinker.think({ game, state, seat, level, seed, ...(this.opts.budgetMs ? { budgetMs: this.opts.budgetMs } : {}) });
    // A computer is never in a hurry (it pauses a second anyway): people's clicks go first. The move checks its version inside.
    await this.opts.afterClicks?.();
    if (this.stopped) return;
    // A decision that is not legal (or none at all) gives way to the safe move inside.
    if (await playComputerMove(this.play, turn, code)) this.opts.played?.(matchId);
  }
}
