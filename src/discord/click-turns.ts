/**
 * Clicks that arrive together are handled one per turn of the event loop.
 *
 * One read of the gateway socket can carry many interactions, and discord.js
 * emits them all before the loop moves on. undici, which sends our answers,
 * writes a request on a kept-alive connection only in a later phase of the
 * loop (it first checks that the idle connection is still sound). Handled
 * back to back, no answer would leave before the last click of the batch was
 * handled: with 500 clicks at once, the first player would wait as long as
 * the last. Taking one click per turn lets each answer go out right behind
 * its click (the next turn writes it), so a player waits for the clicks
 * before theirs only. A click that comes alone still runs at once, in the
 * same turn.
 */
export class ClickTurns {
  private readonly queue: (() => void)[] = [];
  private scheduled = false;

  /** Runs `task` in its turn; resolves or rejects as it does. */
  run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push(() => void task().then(resolve, reject));
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

  private waiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;

  /**
   * Resolves once no click waits for its turn, or after `maxWaitMs`: work
   * that follows a click (its DMs, the board) lets the clicks still waiting
   * go first, without ever being starved by a steady stream of them.
   */
  quiet(maxWaitMs = 250): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.timer ??= setTimeout(this.release, maxWaitMs);
    });
  }

  private readonly release = (): void => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  };

  private readonly next = (): void => {
    const task = this.queue.shift();
    if (this.queue.length > 0) setImmediate(this.next);
    else {
      this.scheduled = false;
      this.release();
    }
    task?.();
  };
}
