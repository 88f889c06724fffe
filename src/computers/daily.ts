/**
 * The hard computer's run of each daily challenge: played once per challenge
 * on a worker thread (honestly — it sees what a player sees), as soon as
 * somebody starts or looks at that day's challenge; stored with its moves so
 * players who finished can watch it.
 */
import type { Logger } from 'pino';
import type { Thinker } from './pool.js';
import type { ComputerLevel } from '../play/computers.js';
import { getComputerRun, saveComputerRun } from '../play/computer-runs.js';
import type { PlayContext } from '../play/context.js';
import type { Challenge } from '../play/solo.js';

/** The computer that sets the daily score to beat. */
export const DAILY_COMPUTER_LEVEL: ComputerLevel = 'hard';

export class DailyComputer {
  private running = new Map<string, Promise<void>>();

  constructor(
    private readonly play: PlayContext,
    private readonly thinker: Thinker,
    private readonly log: Logger,
    private readonly budgetMs?: number,
  ) {}

  /** Starts the computer's run of this challenge unless it is stored or under way. */
  ensure(game: string, challenge: Challenge, options: object): void {
    if (this.running.has(challenge.id)) return;
    const request = { game, seed: challenge.seed, options, level: DAILY_COMPUTER_LEVEL, ...(this.budgetMs ? { budgetMs: this.budgetMs } : {}) };
    const { store } = this.play;
    const work = store
      .read((q) => getComputerRun(q, challenge.id))
      .then((stored) => (stored ? null : this.thinker.playSolo(request)))
      .then(async (run) => {
        if (!run) return;
        // Another process may have played it too: the first stored stays.
        const saved = { challenge: challenge.id, game, level: DAILY_COMPUTER_LEVEL, seed: challenge.seed, options, codes: run.codes, score: run.score, won: run.won, createdAt: this.play.now() };
        await store.read((q) => saveComputerRun(q, saved));
        this.log.info({ challenge: challenge.id, score: run.score, won: run.won }, 'computer finished the daily challenge');
      })
      .catch((err: unknown) => this.log.error({ err, challenge: challenge.id }, 'computer run failed'))
      .finally(() => this.running.delete(challenge.id));
    this.running.set(challenge.id, work);
  }

  /** Whether the run of this challenge is still being played. */
  thinking(challengeId: string): boolean {
    return this.running.has(challengeId);
  }

  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()]);
  }
}
