// Discord-style snowflake ids: (ms since 2015-01-01) << 22 | counter.
// Real-time based ids are 19 digits long, which discord.js's rate-limit
// bucketing expects (short ids are mistaken for other route parameters).

const DISCORD_EPOCH = 1_420_070_400_000n;

/** Returns a generator of unique, strictly increasing snowflake strings. */
export function snowflakeGenerator(): () => string {
  let last = 0n;
  return () => {
    const fromClock = (BigInt(Date.now()) - DISCORD_EPOCH) << 22n;
    last = fromClock > last ? fromClock : last + 1n;
    return last.toString();
  };
}
