import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from '../../src/runtime/every.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('every', () => {
  it('runs the chore every interval until stopped', () => {
    vi.useFakeTimers();
    const chore = vi.fn();
    const timer = every(1000, chore);
    vi.advanceTimersByTime(3500);
    expect(chore).toHaveBeenCalledTimes(3);
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(chore).toHaveBeenCalledTimes(3);
  });

  it('with null starts no timer', () => {
    vi.useFakeTimers();
    const chore = vi.fn();
    every(null, chore).stop();
    vi.advanceTimersByTime(60_000);
    expect(chore).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not keep the process alive', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const timer = every(60_000, () => {});
    const handle = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
    timer.stop();
    spy.mockRestore();
  });
});
