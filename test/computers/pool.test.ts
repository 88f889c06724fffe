/**
 * The worker pool the computers think in (tinypool, real worker threads): a
 * decision comes back as a legal action code; a decision that fails in the
 * worker comes back as null (the caller then plays the safe move) and is
 * reported; a solo run is played whole, move by move.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { workerThinker } from '../../src/computers/pool.js';
import { games } from '../../src/games/index.js';
import { ClicksComing } from '../../src/runtime/thread-priority.js';

const errors: unknown[] = [];
const thinker = workerThinker({ threads: 1, onError: (err) => errors.push(err) });
afterAll(() => thinker.close());

describe('the computers\' worker pool', () => {
  it('decides a legal move in a worker thread', async () => {
    const guys = games.guys!;
    const state = guys.setup({ players: 3, seed: 'pool-1' });
    const seat = guys.toAct(state)!;
    const code = await thinker.think({ game: 'guys', state, seat, level: 'hard', seed: 'pool-1:1', budgetMs: 20 });
    expect(code).not.toBeNull();
    expect(guys.legalActions(state, seat).map((a) => guys.encodeAction(a))).toContain(code);
  });

  it('answers null, and reports, when the worker fails (here: a game it does not know)', async () => {
    const before = errors.length;
    expect(await thinker.think({ game: 'no-such-game', state: {}, seat: 0, level: 'easy', seed: 'x' })).toBeNull();
    expect(errors.length).toBe(before + 1);
    // The pool keeps working after a failure.
    const loners = games.loners!;
    const state = loners.setup({ players: 2, seed: 'pool-2' });
    expect(await thinker.think({ game: 'loners', state, seat: loners.toAct(state)!, level: 'easy', seed: 's' })).not.toBeNull();
  });

  it('closing ends the decisions in flight: null, and no failure reported (the bot is stopping, nothing failed)', async () => {
    const reported: unknown[] = [];
    const closing = workerThinker({ threads: 1, onError: (err) => reported.push(err) });
    const guys = games.guys!;
    const state = guys.setup({ players: 3, seed: 'pool-4' });
    const request = { game: 'guys', state, seat: guys.toAct(state)!, level: 'hard' as const, seed: 'pool-4:1', budgetMs: 20 };
    // The worker is up; then a search long enough to be in flight when the pool closes.
    expect(await closing.think(request)).not.toBeNull();
    const inFlight = closing.think({ ...request, budgetMs: 5_000 });
    await new Promise((r) => setTimeout(r, 100));
    await closing.close();
    expect(await inFlight).toBeNull();
    expect(reported).toEqual([]);
  });

  it('plays a whole solo run whose moves replay to its score', async () => {
    const run = await thinker.playSolo({ game: 'scoundrel', seed: 'pool-run', options: { variant: 'standard' }, level: 'easy' });
    expect(run).not.toBeNull();
    const scoundrel = games.scoundrel!;
    let state = scoundrel.setup({ players: 1, seed: 'pool-run', options: { variant: 'standard' } });
    for (const code of run!.codes) {
      const applied = scoundrel.apply(state, 0, scoundrel.decodeAction(code)!);
      expect(applied.ok).toBe(true);
      state = (applied as { state: typeof state }).state;
    }
    expect(scoundrel.outcome(state)?.scores[0]).toBe(run!.score);
  });

  it('thinks only once clicks have calmed down: a decision waits while the event loop says clicks are coming', async () => {
    const signal = new ClicksComing();
    const waiting = workerThinker({ threads: 1, clicksComing: signal.buffer });
    try {
      const guys = games.guys!;
      const state = guys.setup({ players: 3, seed: 'pool-3' });
      const seat = guys.toAct(state)!;
      const request = { game: 'guys', state, seat, level: 'hard' as const, seed: 'pool-3:1', budgetMs: 20 };
      // The worker is up and thinks at once while no click comes.
      expect(await waiting.think(request)).not.toBeNull();
      signal.raise();
      let decided = false;
      const decision = waiting.think(request).then((code) => {
        decided = true;
        return code;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(decided).toBe(false);
      signal.lower();
      expect(await decision).not.toBeNull();
    } finally {
      await waiting.close();
    }
  });
});
