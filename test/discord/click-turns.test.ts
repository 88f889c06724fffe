import { describe, expect, it } from 'vitest';
import { ClickTurns } from '../../src/discord/click-turns.js';

const nextTurn = () => new Promise<void>((r) => setImmediate(r));

describe('click turns', () => {
  it('handles clicks in order, one per turn of the event loop, and passes their results on', async () => {
    const turns = new ClickTurns();
    const ran: number[] = [];
    const results = [1, 2, 3].map((n) => turns.run(async () => (ran.push(n), n * 10)));
    expect(ran).toEqual([]);
    expect(turns.waiting).toBe(3);
    await nextTurn();
    expect(ran).toEqual([1]);
    await nextTurn();
    expect(ran).toEqual([1, 2]);
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
  });

  it('lets follow-up work wait until no click is waiting, and never longer than its limit', async () => {
    const turns = new ClickTurns();
    await turns.quiet(); // nothing waiting: at once
    const ran: string[] = [];
    void turns.run(async () => void ran.push('click 1'));
    void turns.run(async () => void ran.push('click 2'));
    const after = turns.quiet().then(() => ran.push('follow-up'));
    await after;
    expect(ran).toEqual(['click 1', 'click 2', 'follow-up']);
    const stuck = new ClickTurns();
    void stuck.run(() => new Promise(() => undefined));
    void stuck.run(async () => undefined);
    const t0 = Date.now();
    await stuck.quiet(30);
    expect(Date.now() - t0).toBeLessThan(1000);
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
