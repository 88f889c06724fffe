/**
 * What a click tells about its user (their name, their language) is kept in
 * memory at once and written to the database once the clicks have calmed
 * down, several users in one transaction: no click waits for a write that
 * its answer does not need. A write that fails is reported, and its users
 * are dropped from the caller's memory (`remembered`), so their next click
 * records them again. A crash before the write loses only what the next
 * click tells again.
 */
export interface WriteLaterOptions {
  /** Resolves when follow-up work may run (ClickTurns.quiet); default: at once. */
  afterClicks?: () => Promise<void>;
  /** A write that failed, with the entries it held. */
  onError?: (err: unknown, entries: readonly (readonly [string, unknown])[]) => void;
  /** The caller's memory of the values, by key: a key whose write failed is dropped from it. */
  remembered?: Map<string, unknown>;
}

export class WriteLater<V> {
  private readonly pending = new Map<string, V>();
  private flushing: Promise<void> | null = null;
  private readonly afterClicks: () => Promise<void>;
  private readonly onError: (err: unknown, entries: readonly (readonly [string, V])[]) => void;
  private readonly remembered: Map<string, unknown> | null;

  constructor(
    private readonly write: (entries: readonly (readonly [string, V])[]) => void,
    opts: WriteLaterOptions = {},
  ) {
    this.afterClicks = opts.afterClicks ?? (() => Promise.resolve());
    this.onError = opts.onError ?? (() => {});
    this.remembered = opts.remembered ?? null;
  }

  /** Queues `value` for `key` (the latest per key wins). */
  set(key: string, value: V): void {
    this.pending.set(key, value);
    this.flushing ??= this.afterClicks().then(() => {
      this.flushing = null;
      this.flush();
    });
  }

  /** Writes what waits, now (the bot does it when it stops). */
  flush(): void {
    if (this.pending.size === 0) return;
    const entries = [...this.pending];
    this.pending.clear();
    try {
      this.write(entries);
    } catch (err) {
      for (const [key] of entries) this.remembered?.delete(key);
      this.onError(err, entries);
    }
  }

  /** Resolves when what was queued so far is written. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }
}
