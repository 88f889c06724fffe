/** The scale test's settings: the full run by default, `--short` for CI; any of them can be given on the command line. */
export interface ScaleOptions {
  /** Live matches, a quarter of each game. */
  matches: number;
  /** Discord's global request limit for this bot (DISCORD_REQUESTS_PER_SECOND): what the proxy keeps. */
  limit: number;
  /** Clicks sent each second, steadily, while the workers play. */
  rate: number;
  workers: number;
  /** Seconds between two kill -9 of a worker during the phase with several workers. */
  killEvery: number;
  /** How long the phase with several workers (and kills) runs, then the phase with one. */
  severalSeconds: number;
  oneSeconds: number;
  /** Share of move clicks sent twice at once (a double click reaching two workers). */
  doubleClicks: number;
}

const FULL: ScaleOptions = { matches: 10_000, limit: 200, rate: 40, workers: 3, killEvery: 30, severalSeconds: 150, oneSeconds: 60, doubleClicks: 0.05 };
const SHORT: ScaleOptions = { ...FULL, matches: 240, limit: 50, rate: 12, severalSeconds: 65, oneSeconds: 20 };

const FLAGS: Record<string, keyof ScaleOptions> = {
  '--matches': 'matches',
  '--limit': 'limit',
  '--rate': 'rate',
  '--workers': 'workers',
  '--kill-every': 'killEvery',
  '--several-seconds': 'severalSeconds',
  '--one-seconds': 'oneSeconds',
  '--double-clicks': 'doubleClicks',
};

export function parseOptions(argv: readonly string[]): ScaleOptions {
  const options = { ...(argv.includes('--short') ? SHORT : FULL) };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (flag === '--short') continue;
    const key = FLAGS[flag];
    const value = Number(argv[i + 1]);
    if (!key || !Number.isFinite(value) || value < 0) throw new Error(`usage: npm run scale-test -- [--short] ${Object.keys(FLAGS).map((f) => `[${f} N]`).join(' ')} (at ${flag})`);
    options[key] = value;
    i++;
  }
  if (options.workers < 2) throw new Error('--workers must be at least 2: the test compares several workers with one');
  return options;
}
