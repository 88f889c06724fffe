/**
 * Bringing Discord up to what the database says, in any process: matches
 * marked due are claimed (a lease, src/play/sync-claims.ts), synced
 * (sync-match.ts) and released — or, after a failure, tried again with
 * backoff, from the database's state, until it goes through or fails for
 * good. A click's own process syncs its match at once (`kick`); every process
 * also polls for due matches, which covers another process's crash, retries
 * and restarts.
 */
import { backoffMs, claimSyncs, syncDone, syncFailed, type SyncClaim } from '../../play/sync-claims.js';
import { every } from '../../runtime/every.js';
import { placeLost, syncMatch, type SyncSettings } from './sync-match.js';

export interface DeliveryOptions extends SyncSettings {
  /** How often to look for due matches (default 500 ms; null: only when kicked, for tests that drive it). */
  pollMs?: number | null;
  /** How long a claimed match is held (default 60 s): past it, another process takes over. */
  leaseMs?: number;
  /** Matches synced at once by this process. */
  concurrency?: number;
  /** Resolves when follow-up work may run: clicks being handled go first. */
  afterClicks?: () => Promise<void>;
}

export class Delivery {
  /** Matches this process is syncing: kicked again meanwhile, or claimed again (by the poller) for the next round. */
  private readonly running = new Map<string, { again: boolean; claim: SyncClaim | null; done: Promise<void> }>();
  private readonly poller: { stop(): void };
  private polling: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly opts: DeliveryOptions) {
    this.poller = every(opts.pollMs === undefined ? 500 : opts.pollMs, () => void this.poll());
  }

  /** Syncs these matches soon (each claimed first: another process may be at it). */
  kick(matchIds: readonly string[]): void {
    for (const id of matchIds) this.start(id, null);
  }

  /** Claims and syncs every due match now (what the poller does). */
  poll(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.polling ??= this.claimDue().finally(() => (this.polling = null));
    return this.polling;
  }

  /** A match's channel or server is gone (a gateway event): it ends without a result. */
  async placeLost(matchIds: readonly string[], cause: 'channel_lost' | 'server_lost'): Promise<void> {
    for (const id of matchIds) await placeLost(this.opts, id, { by: cause });
    this.kick(matchIds);
  }

  /** Resolves once nothing is being synced and nothing is due now. */
  async idle(): Promise<void> {
    for (;;) {
      await this.poll();
      if (this.running.size === 0) return;
      await Promise.all([...this.running.values()].map((r) => r.done));
    }
  }

  busy(): boolean {
    return this.running.size > 0;
  }

  stop(): void {
    this.stopped = true;
    this.poller.stop();
  }

  private async claimDue(): Promise<void> {
    const free = (this.opts.concurrency ?? 8) - this.running.size;
    if (free <= 0) return;
    const claims = await claimSyncs(this.opts.app.play, { limit: free, leaseMs: this.leaseMs() });
    for (const claim of claims) this.start(claim.matchId, claim);
  }

  private leaseMs(): number {
    return this.opts.leaseMs ?? 60_000;
  }

  /** Syncs one match in this process, once at a time; a kick meanwhile makes it go again. */
  private start(matchId: string, claimed: SyncClaim | null): void {
    if (this.stopped) return;
    const current = this.running.get(matchId);
    if (current) {
      current.again = true;
      current.claim ??= claimed;
      return;
    }
    const entry = { again: true, claim: claimed, done: Promise.resolve() };
    entry.done = (async () => {
      while (entry.again && !this.stopped) {
        entry.again = false;
        let claim = entry.claim;
        entry.claim = null;
        claim ??= (await claimSyncs(this.opts.app.play, { limit: 1, leaseMs: this.leaseMs(), matchId }))[0] ?? null;
        if (claim) await this.run(claim);
      }
    })()
      .catch((err: unknown) => this.opts.log.error({ err, matchId }, 'delivery failed'))
      .finally(() => {
        this.running.delete(matchId);
        // Claimed again just as this round ended: that claim gets its round.
        if (entry.claim) this.start(matchId, entry.claim);
      });
    this.running.set(matchId, entry);
  }

  private async run(claim: SyncClaim): Promise<void> {
    const { app, log } = this.opts;
    try {
      await this.opts.afterClicks?.();
      const again = await syncMatch(this.opts, claim.matchId);
      await app.play.store.read((q) => syncDone(q, claim, again));
    } catch (err) {
      const retryAt = app.play.now() + backoffMs(claim.attempts);
      // Said once, when a match's sync starts failing; its retries are quiet.
      if (claim.attempts === 0) log.warn({ err, matchId: claim.matchId, retryAt }, 'delivery failed: tried again later');
      await app.play.store.read((q) => syncFailed(q, claim, retryAt));
    }
  }
}
