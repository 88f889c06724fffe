/**
 * Clicks that arrive together are handled in short turns of the event loop,
 * and the work that follows clicks (their DMs, the boards, pictures) waits
 * behind them.
 *
 * One read of the gateway socket can carry many interactions, and discord.js
 * emits them all before the loop moves on. undici, which sends our answers,
 * writes a request on a kept-alive connection only in a later phase of the
 * loop (it first checks that the idle connection is still sound). Handled
 * back to back, no answer would leave before the last click of the batch was
 * handled: with 500 clicks at once, the first player would wait as long as
 * the last. So a turn takes clicks for a few milliseconds only and then lets
 * their answers leave; the answers of one turn go out together (one write
 * phase, one wake-up of the network stack for several answers, which one
 * click per turn paid each time). A click that comes alone still runs at
 * once, in the same turn.
 *
 * Follow-up work (and a computer's move) asks for its turn with `quiet()`:
 * while clicks keep coming — queued, being handled (a click records what its
 * answer showed only once the answer is sent: follow-up work must not slip
 * in between and redo it), or the last one done less than `calmMs` ago (a
 * burst reaches the bot over several reads of the socket) — one step goes
 * every `stepEveryMs` (oldest first), so a steady stream of clicks never
 * starves it and it never floods the clicks; once they calm down, every step
 * waiting goes. Interaction answers have three seconds; a turn DM or a board
 * edit a few milliseconds later is not noticed.
 *
 * What waited goes in slices of about `turnMs`, a turn of the event loop
 * each, oldest first: after a burst of 500 clicks it is hundreds of tasks
 * (every match's next turn DM, rendered), 34–150 ms in one piece, and a
 * click that came meanwhile waited for all of it. Between two slices new
 * clicks come first again.
 *
 * Work too heavy to slip in between clicks (a WAL checkpoint: pages copied
 * and two fsyncs) asks with `calm()` instead: no step for it, it waits until
 * the clicks have calmed down.
 *
 * The same "clicks are coming" is raised for the worker threads
 * (`signal`, src/thread-priority.ts): computers' thinking and pictures'
 * painting wait while it is up.
 */
import type { ClicksComing } from '../thread-priority.js';

export interface ClickTurnsOptions {
  /** How long one turn may take clicks from the queue before their answers leave. */
  turnMs?: number;
  /** Clicks count as still coming until this long after the last one was handled. */
  calmMs?: number;
  /** While clicks come, one step of follow-up work goes this often (so it is never starved). */
  stepEveryMs?: number;
  /** Raised while clicks are coming, lowered once they have calmed down (for the worker threads). */
  signal?: ClicksComing;
  /** The clock, in ms (tests: one that clicks move on, so a turn's length does not depend on the machine's load). */
  now?: () => number;
}

/** The most waiters one slice lets go (their work is small: a slice rarely reaches it). */
const MAX_SLICE = 256;

export class ClickTurns {
  private readonly turnMs: number;
  private readonly calmMs: number;
  private readonly stepEveryMs: number;
  private readonly queue: (() => void)[] = [];
  private readonly waiters: (() => void)[] = [];
  /** Waiting in `calm()`: let go only once clicks have calmed down, never as a step. */
  private readonly calmWaiters: (() => void)[] = [];
  /** How many waiters one slice lets go, adapted to what the last slice took (see the class). */
  private sliceSize = 8;
  /** A slice was let go; the next one waits for the next turn of the event loop. */
  private slicing = false;
  private scheduled = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly signal: ClicksComing | null;
  private readonly now: () => number;
  /** Looks again whether clicks have calmed down, to lower the signal. */
  private calmTimer: NodeJS.Timeout | null = null;
  private lastClick = Number.NEGATIVE_INFINITY;
  private lastStep = Number.NEGATIVE_INFINITY;
  /** Clicks taken from the queue whose handling (the answer, what it records) is not done yet. */
  private handling = 0;

  constructor(opts: ClickTurnsOptions = {}) {
    this.turnMs = opts.turnMs ?? 4;
    this.calmMs = opts.calmMs ?? 10;
    this.stepEveryMs = opts.stepEveryMs ?? 50;
    this.signal = opts.signal ?? null;
    this.now = opts.now ?? (() => performance.now());
  }

  /** Runs `task` in its turn; resolves or rejects as it does. */
  run<T>(task: () => Promise<T>): Promise<T> {
    this.lastClick = this.now();
    this.signal?.raise();
    return new Promise<T>((resolve, reject) => {
      this.queue.push(() => {
        this.handling++;
        void task()
          .then(resolve, reject)
          .finally(() => {
            this.handling--;
            this.lastClick = this.now();
            this.drain();
            this.watchCalm();
          });
      });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.next);
      }
    });
  }

  /** Clicks waiting for their turn. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Whether other clicks are queued or being handled (asked from inside a click, which counts itself as handled). */
  get crowded(): boolean {
    return this.queue.length > 0 || this.handling > 1;
  }

  /** How long no click has been queued or handled, in ms (0 while one is). */
  idleMs(): number {
    if (this.queue.length > 0 || this.handling > 0) return 0;
    return Math.max(0, this.now() - this.lastClick);
  }

  /** Resolves when follow-up work may run: at once when no click is coming, else in its turn (see the class). */
  quiet(): Promise<void> {
    if (this.waiters.length === 0 && !this.clicksComing(this.now())) return Promise.resolve();
    return new Promise((resolve) => {
      // The first step waits its interval too: follow-up work never jumps ahead of clicks already queued.
      if (this.waiters.length === 0) this.lastStep = Math.max(this.lastStep, this.now());
      this.waiters.push(resolve);
      this.drain();
    });
  }

  /**
   * Resolves once no click is queued or being handled and the last one is `calmMs` old, and the follow-up work
   * that waited has gone; unlike `quiet()`, never while clicks keep coming.
   */
  calm(): Promise<void> {
    if (!this.clicksComing(this.now()) && this.waiters.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.calmWaiters.push(resolve);
      this.drain();
    });
  }

  private clicksComing(now: number): boolean {
    return this.queue.length > 0 || this.handling > 0 || now - this.lastClick < this.calmMs;
  }

  private readonly next = (): void => {
    this.scheduled = false;
    const until = this.now() + this.turnMs;
    while (this.queue.length > 0) {
      this.queue.shift()?.();
      if (this.now() >= until) break;
    }
    if (this.queue.length > 0) {
      this.scheduled = true;
      setImmediate(this.next);
    }
    this.drain();
  };

  /** Lowers the signal once no click is queued or being handled and the last one is `calmMs` old. */
  private readonly watchCalm = (): void => {
    if (!this.signal || this.calmTimer || this.queue.length > 0 || this.handling > 0) return;
    const now = this.now();
    if (!this.clicksComing(now)) {
      this.signal.lower();
      return;
    }
    this.calmTimer = setTimeout(
      () => {
        this.calmTimer = null;
        this.watchCalm();
      },
      Math.max(1, Math.ceil(this.lastClick + this.calmMs - now)),
    );
    this.calmTimer.unref();
  };

  /**
   * Clicks have calmed down: one slice of what waited goes now (its work runs
   * before the loop turns again), the rest in later turns, so a click that
   * comes meanwhile waits for one slice at most. `calm()` waits for the last.
   */
  private nextSlice(): void {
    if (this.slicing) return;
    const slice = this.waiters.splice(0, this.sliceSize);
    for (const resolve of slice) resolve();
    if (this.waiters.length === 0) {
      for (const resolve of this.calmWaiters.splice(0)) resolve();
      return;
    }
    this.slicing = true;
    const started = this.now();
    setImmediate(() => {
      this.slicing = false;
      // The slice's work ran before this turn: size the next one to take about turnMs.
      const took = this.now() - started;
      this.sliceSize = Math.min(MAX_SLICE, Math.max(1, Math.round((slice.length * this.turnMs) / Math.max(took, this.turnMs / MAX_SLICE))));
      this.drain();
    });
  }

  /** Lets follow-up work go: all of it once clicks have calmed down (in slices), else one step now and then (none for `calm()`). */
  private readonly drain = (): void => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiters.length === 0 && this.calmWaiters.length === 0) return;
    const now = this.now();
    if (!this.clicksComing(now)) {
      this.nextSlice();
      return;
    }
    if (this.waiters.length > 0 && now - this.lastStep >= this.stepEveryMs) {
      this.lastStep = now;
      this.waiters.shift()?.();
    }
    // Clicks still queued call drain again at the end of their turn, clicks being handled when they are done;
    // otherwise look again when they have calmed down, or when the next step is due.
    if (this.queue.length > 0) return;
    const calmAt = this.lastClick + this.calmMs;
    const nextStep = this.waiters.length > 0 ? this.lastStep + this.stepEveryMs : Number.POSITIVE_INFINITY;
    const due = this.handling > 0 ? nextStep : Math.min(calmAt, nextStep);
    if (Number.isFinite(due)) this.timer = setTimeout(this.drain, Math.max(1, Math.ceil(due - now)));
  };
}
