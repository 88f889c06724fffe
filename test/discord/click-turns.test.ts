import { describe, expect, it } from 'vitest';
import { ClickTurns } from '../../src/discord/click-turns.js';
import { ClicksComing } from '../../src/thread-priority.js';

const nextTurn = () => new Promise<void>((r) => setImmediate(r));
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** Busy for `ms` on this thread (a click's synchronous work). */
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('click turns', () => {
  it('handles clicks in order, a turn taking clicks for a few milliseconds only, and passes their results on', async () => {
    // Each click takes 3 ms of a clock that only the clicks move on (a busy machine cannot stretch a turn).
    let clock = 0;
    const turns = new ClickTurns({ turnMs: 4, now: () => clock });
    const ran: number[] = [];
    const results = [1, 2, 3, 4, 5, 6].map((n) =>
      turns.run(async () => {
        ran.push(n);
        clock += 3;
        return n * 10;
      }),
    );
    expect(ran).toEqual([]);
    expect(turns.waiting).toBe(6);
    await nextTurn();
    // 3 ms each: the first two fill the 4 ms turn, then their answers may leave.
    expect(ran).toEqual([1, 2]);
    expect(turns.waiting).toBe(4);
    await nextTurn();
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('takes many quick clicks in one turn', async () => {
    const turns = new ClickTurns({ turnMs: 50 });
    const ran: number[] = [];
    for (let n = 0; n < 20; n++) void turns.run(async () => void ran.push(n));
    await nextTurn();
    expect(ran).toHaveLength(20);
  });

  it('lets follow-up work go at once when no click is coming, and after the clicks when they are', async () => {
    const turns = new ClickTurns({ calmMs: 20, stepEveryMs: 1_000 });
    await turns.quiet(); // nothing ever clicked: at once
    const ran: string[] = [];
    void turns.run(async () => void ran.push('click 1'));
    void turns.run(async () => void ran.push('click 2'));
    const t0 = performance.now();
    await turns.quiet().then(() => ran.push('follow-up'));
    expect(ran).toEqual(['click 1', 'click 2', 'follow-up']);
    // It waited for the clicks to calm down, not for the step interval.
    expect(performance.now() - t0).toBeGreaterThanOrEqual(15);
    expect(performance.now() - t0).toBeLessThan(900);
    await sleep(25);
    const t1 = performance.now();
    await turns.quiet();
    expect(performance.now() - t1).toBeLessThan(5);
  });

  it('while clicks keep coming, lets one step of follow-up work go now and then, oldest first, so it is never starved', async () => {
    // Each click takes 0.5 ms of a clock that only the clicks move on (a busy machine cannot slow the stream down).
    let clock = 0;
    const turns = new ClickTurns({ turnMs: 1, calmMs: 10_000, stepEveryMs: 5, now: () => clock });
    let clicks = 0;
    void turns.run(async () => void clicks++);
    const clicksBeforeStep: number[] = [];
    const steps = [0, 1, 2, 3].map((n) => turns.quiet().then(() => (clicksBeforeStep[n] = clicks)));
    await nextTurn();
    // No step jumps ahead of the click already queued.
    expect(clicksBeforeStep).toEqual([]);
    // A steady stream of 100 clicks (50 ms on that clock): the clicks never stop coming (calmMs is 10 s).
    for (let n = 0; n < 100; n++) {
      void turns.run(async () => {
        clicks++;
        clock += 0.5;
      });
      await nextTurn();
    }
    await Promise.all(steps);
    // One step every 5 ms (10 clicks), oldest first, all of them while the stream still went on.
    expect(clicksBeforeStep).toHaveLength(4);
    for (let n = 1; n < 4; n++) expect(clicksBeforeStep[n]! - clicksBeforeStep[n - 1]!).toBeGreaterThanOrEqual(10);
    expect(clicksBeforeStep[3]).toBeLessThan(100);
  });

  it('gives work that waits for calm() no step while clicks keep coming, and lets it go once they have calmed down', async () => {
    // The same steady stream as above, on a clock only the clicks move on: follow-up work gets its steps, calm() none.
    let clock = 0;
    const turns = new ClickTurns({ turnMs: 1, calmMs: 10, stepEveryMs: 5, now: () => clock });
    let clicks = 0;
    const click = () =>
      turns.run(async () => {
        clicks++;
        clock += 0.5;
      });
    await turns.calm(); // nothing ever clicked: at once
    void click();
    let calmAfter: number | null = null;
    const calmed = turns.calm().then(() => (calmAfter = clicks));
    let stepAfter: number | null = null;
    const stepped = turns.quiet().then(() => (stepAfter = clicks));
    for (let n = 0; n < 100; n++) {
      void click();
      await nextTurn();
    }
    await stepped;
    expect(stepAfter).toBeLessThan(100);
    expect(calmAfter).toBeNull();
    // The stream stops; 10 ms later on the clock the clicks count as calm.
    await nextTurn();
    clock += 10;
    await calmed;
    expect(calmAfter).toBe(101);
  });

  it('lets what waited go in slices once clicks calm down, so a click that comes meanwhile goes before the rest', async () => {
    const turns = new ClickTurns({ turnMs: 2, calmMs: 5, stepEveryMs: 10_000 });
    const order: string[] = [];
    await turns.run(async () => void order.push('click'));
    const followUps = Array.from({ length: 100 }, (_, n) =>
      turns.quiet().then(() => {
        order.push(`follow-up ${n}`);
        spin(0.5);
        // A player clicks while the first follow-ups run.
        if (n === 0) void turns.run(async () => void order.push('late click'));
      }),
    );
    const checkpoint = turns.calm().then(() => order.push('calm'));
    await Promise.all([...followUps, checkpoint]);
    // In one piece, the late click would have waited for all 100 (50 ms of work); in slices of ~2 ms it waits for one.
    const late = order.indexOf('late click');
    expect(late).toBeGreaterThan(1);
    expect(late).toBeLessThan(order.indexOf('follow-up 20'));
    // Oldest first, and calm() only after all of them.
    expect(order.filter((o) => o.startsWith('follow-up'))).toEqual(followUps.map((_, n) => `follow-up ${n}`));
    expect(order.at(-1)).toBe('calm');
  });

  it('holds follow-up work back while clicks come in a burst', async () => {
    const turns = new ClickTurns({ turnMs: 2, calmMs: 50, stepEveryMs: 1_000 });
    const order: string[] = [];
    for (let n = 0; n < 30; n++)
      void turns.run(async () => {
        order.push('click');
        spin(0.3);
      });
    const followUps = [0, 1, 2].map(() => turns.quiet().then(() => order.push('follow-up')));
    await Promise.all(followUps);
    // The burst takes ~9 ms, far less than a step's interval: every follow-up waited for every click.
    expect(order).toEqual([...Array<string>(30).fill('click'), 'follow-up', 'follow-up', 'follow-up']);
  });

  it('holds follow-up work back while a click is still being handled (its answer on the way), however long that takes', async () => {
    const turns = new ClickTurns({ calmMs: 5, stepEveryMs: 10_000 });
    const order: string[] = [];
    let answered = () => {};
    const answer = new Promise<void>((r) => (answered = r));
    const click = turns.run(async () => {
      order.push('click starts');
      await answer;
      order.push('click done');
    });
    await nextTurn();
    const followUp = turns.quiet().then(() => order.push('follow-up'));
    await sleep(30);
    expect(order).toEqual(['click starts']);
    answered();
    await Promise.all([click, followUp]);
    expect(order).toEqual(['click starts', 'click done', 'follow-up']);
  });

  it('a failing click rejects its own promise only', async () => {
    const turns = new ClickTurns();
    const bad = turns.run(async () => {
      throw new Error('boom');
    });
    const good = turns.run(async () => 'ok');
    await expect(bad).rejects.toThrow('boom');
    expect(await good).toBe('ok');
  });
});

describe('click turns and the worker threads', () => {
  it('raises "clicks are coming" with the first click and lowers it once they have calmed down', async () => {
    const signal = new ClicksComing();
    const turns = new ClickTurns({ calmMs: 20, signal });
    expect(signal.raised).toBe(false);
    let answered = () => {};
    const answer = new Promise<void>((r) => (answered = r));
    const click = turns.run(() => answer);
    expect(signal.raised).toBe(true);
    await sleep(40);
    // Still being handled (its answer on the way): still up.
    expect(signal.raised).toBe(true);
    answered();
    await click;
    expect(signal.raised).toBe(true);
    await sleep(40);
    expect(signal.raised).toBe(false);
    // Up again with the next click.
    await turns.run(async () => {});
    expect(signal.raised).toBe(true);
    await sleep(40);
    expect(signal.raised).toBe(false);
  });

  it('tells a click whether others are waiting or being answered', async () => {
    const turns = new ClickTurns({ turnMs: 50 });
    const seen: boolean[] = [];
    await turns.run(async () => void seen.push(turns.crowded));
    expect(seen).toEqual([false]);
    let answered = () => {};
    const answer = new Promise<void>((r) => (answered = r));
    const slow = turns.run(async () => {
      seen.push(turns.crowded);
      await answer;
    });
    const quick = turns.run(async () => void seen.push(turns.crowded));
    await quick;
    // The first saw the second queued; the second saw the first still being answered.
    expect(seen).toEqual([false, true, true]);
    answered();
    await slow;
    await turns.run(async () => void seen.push(turns.crowded));
    expect(seen.at(-1)).toBe(false);
  });
});
