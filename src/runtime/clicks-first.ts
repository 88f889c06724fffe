/**
 * Clicks first: handling an interaction, up to its answer, runs ahead of
 * follow-up work (deliveries, computer moves, recording what answers showed).
 * Clicks that arrive together are handled as one batch; follow-up work waits
 * until the batch's answers have left and what they showed is recorded
 * (`record`: a sync started before would undo an answer from the state
 * before it). Worker threads see the flag up until the answers have left
 * (thread-priority.ts), and idle work looks at `lastClickAt`.
 */
import type { ClicksComing } from './thread-priority.js';

export class ClicksFirst {
  private inFlight = 0;
  /** Answers' follow-ups recording what they showed. */
  private recording = 0;
  private waiters: (() => void)[] = [];
  /** When the last click came in (ms, the wall clock). */
  lastClickAt = 0;

  constructor(private readonly flag?: ClicksComing) {}

  /** Runs a click's handling as part of the current batch. */
  async click<T>(handle: () => Promise<T>): Promise<T> {
    this.inFlight++;
    this.lastClickAt = Date.now();
    this.flag?.raise();
    try {
      return await handle();
    } finally {
      if (--this.inFlight === 0) this.release();
    }
  }

  /** Runs an answer's follow-up (recording what it showed): follow-up work waits for it too, the flag does not. */
  async record<T>(follow: () => Promise<T>): Promise<T> {
    this.recording++;
    try {
      return await follow();
    } finally {
      if (--this.recording === 0) this.release();
    }
  }

  /** Resolves once no click is being handled and every answer's follow-up is recorded. */
  afterClicks(): Promise<void> {
    if (this.inFlight === 0 && this.recording === 0 && this.waiters.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** One turn of the event loop later, so clicks that arrived with the last one still count as the same batch. */
  private release(): void {
    setImmediate(() => {
      if (this.inFlight > 0) return;
      this.flag?.lower();
      if (this.recording > 0) return;
      const waiting = this.waiters;
      this.waiters = [];
      for (const resolve of waiting) resolve();
    });
  }
}
