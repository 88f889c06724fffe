import { describe, expect, it } from 'vitest';
import { RecentRenders } from '../../src/discord/recent-renders.js';

describe('recent renders', () => {
  it('renders a key once and hands out the same object after', () => {
    const cache = new RecentRenders<{ n: number }>(10);
    let made = 0;
    const make = () => ({ n: ++made });
    const first = cache.get('a', make);
    expect(cache.get('a', make)).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const cache = new RecentRenders<string>(3);
    for (const k of ['a', 'b', 'c', 'd']) cache.get(k, () => k);
    expect(cache.size).toBe(3);
    let remade = false;
    cache.get('a', () => ((remade = true), 'a'));
    expect(remade).toBe(true);
    let kept = true;
    cache.get('d', () => ((kept = false), 'd'));
    expect(kept).toBe(true);
  });
});
