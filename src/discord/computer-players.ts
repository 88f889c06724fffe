/**
 * Computer turns at the bot's tables: when a change leaves a computer to act,
 * wake up once its short, human-like pause is over, ask the thinker (worker
 * threads) for a decision, and play it in one transaction. Everything needed
 * is in the database, so after a restart the catch-up (or the turn clock)
 * schedules the waiting computer turns again.
 */
import type { Logger } from 'pino';
import type { Thinker } from '../computers/pool.js';
import { games } from '../games/index.js';
import { dueComputerTurn, playComputerMove, type ComputerTurn } from '../play/computers.js';
import type { PlayContext } from '../play/context.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';

export interface ComputerOptions {
  /** The thinking budget handed to the AI for each decision. */
  budgetMs?: number;
  /** Resolves when a decided move may be played: people's clicks waiting for their turn go first (click-turns.ts). */
  afterClicks?: () => Promise<void>;
}

export class ComputerPlayers {
  /** Per match: the wake-up at the end of a computer's pause, and when it fires (real time). */
  private timers = new Map<string, { timer: NodeJS.Timeout; at: number }>();
  private thinking = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly play: PlayContext,
    private readonly thinker: Thinker,
    private readonly changed: (matchId: string) => void,
    private readonly log: Logger,
    private readonly opts: ComputerOptions = {},
  ) {}

  /** After any change to a match: if a computer is to act now, wake up when its pause is over. */
  schedule(match: Match, players: readonly MatchPlayer[]): void {
    if (this.stopped) return;
    const matchId = match.id;
    const seat = match.status === 'active' ? games[match.game]?.toAct(match.state) : null;
    const computerToAct = seat !== null && seat !== undefined && players[seat]?.computer;
    clearTimeout(this.timers.get(matchId)?.timer);
    this.timers.delete(matchId);
    if (!computerToAct || match.turnDeadline === null) return;
    const wait = Math.max(0, match.turnDeadline - this.play.now());
    const timer = setTimeout(() => {
      this.timers.delete(matchId);
      const turn = dueComputerTurn(this.play, matchId);
      if (turn) this.decide(turn);
    }, wait);
    this.timers.set(matchId, { timer, at: Date.now() + wait });
  }

  /** Turns the clock found due (after a restart, or a timer that fired early). */
  run(turns: readonly ComputerTurn[]): void {
    for (const turn of turns) this.decide(turn);
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

  private decide(turn: ComputerTurn): void {
    const key = `${turn.matchId}:${turn.version}`;
    if (this.stopped || this.thinking.has(key)) return;
    const work = this.thinkAndPlay(turn).finally(() => this.thinking.delete(key));
    this.thinking.set(key, work);
  }

  private async thinkAndPlay(turn: ComputerTurn): Promise<void> {
    const { matchId, game, state, seat, level, seed } = turn;
    const code = await this.thinker.think({ game, state, seat, level, seed, ...(this.opts.budgetMs ? { budgetMs: this.opts.budgetMs } : {}) });
    // A computer is never in a hurry (it pauses a second anyway): people's clicks go first. The move checks its version inside.
    await this.opts.afterClicks?.();
    if (this.stopped) return;
    try {
      // A decision that is not legal (or none at all) gives way to the safe move inside.
      if (playComputerMove(this.play, turn, code)) this.changed(matchId);
    } catch (err) {
      this.log.error({ err, matchId }, 'computer move failed');
    }
  }
}
