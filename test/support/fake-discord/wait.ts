// Waiting for the bot: tests wait on conditions over the fake's state, which
// are re-checked each time the state changes, instead of sleeping.

export class ChangeSignal {
  readonly #listeners = new Set<() => void>();
  #stopped = false;

  /** Call after every state change so pending waits re-check. */
  notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  /** Rejects every pending and future wait (the fake is shutting down). */
  stop(): void {
    this.#stopped = true;
    this.notify();
  }

  /**
   * Resolves with the first non-undefined result of `check`, checked now and
   * after each change; rejects after `timeoutMs` with `describe()` in the error.
   */
  waitUntil<T>(check: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const finish = (outcome: () => void): void => {
        clearTimeout(timer);
        this.#listeners.delete(listener);
        outcome();
      };
      const listener = (): void => {
        if (this.#stopped) return finish(() => reject(new Error(`Fake Discord stopped while waiting for ${describe()}`)));
        const result = check();
        if (result !== undefined) finish(() => resolve(result));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${describe()}`))),
        timeoutMs,
      );
      this.#listeners.add(listener);
      listener();
    });
  }
}
