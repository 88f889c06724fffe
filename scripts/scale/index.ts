/**
 * The scale test (`npm run scale-test`, `-- --short` in CI): PostgreSQL,
 * several bot workers in HTTP interactions mode behind a load balancer, the
 * shared REST proxy, and the fake Discord POSTing signed interactions to the
 * workers in turn. Thousands of live matches of every game are opened as
 * players open them; then random legal clicks at a steady rate, first on all
 * workers with one killed (kill -9) and restarted at a fixed interval, then
 * on one worker alone. It reports what the clicks became, answer times
 * (several workers as a ratio to one), REST requests a second against the
 * limit, and each worker's memory; it fails if a check fails. See
 * docs/scaling.md.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { openStore } from '../../src/db/open.js';
import { asc, eq } from 'drizzle-orm';
import { spawnBot, PROJECT_ROOT } from '../../test/support/bot-process.js';
import { startFakeDiscord, type FakeUser } from '../../test/support/fake-discord/index.js';
import { createTestDatabase } from '../../test/support/postgres.js';
import { peakInWindow, isInteractionAnswer } from '../../test/support/rest-count.js';
import { stats, ratio } from '../../bench/stats.js';
import { check, drained } from './checks.js';
import { Clicker, type Click, type LiveMatch } from './clicker.js';
import { parseOptions } from './options.js';
import { Workers } from './workers.js';
import { buildTables, openTables } from './world.js';

const options = parseOptions(process.argv.slice(2));
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
const t0 = Date.now();
const at = () => `${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s`;
const say = (text: string) => console.log(`[${at()}] ${text}`);
console.log(`scale test at ${commit}, Node ${process.version}, ${os.cpus().length} cores: ${JSON.stringify(options)}`);

const fake = await startFakeDiscord({ answerTimeoutMs: 30_000 });
const database = await createTestDatabase();
const store = await openStore({ databasePath: '', databaseUrl: database.url });
const limit = String(options.limit);
const proxy = spawnBot({ DISCORD_API_URL: fake.apiUrl, REST_PROXY_PORT: '0', DISCORD_REQUESTS_PER_SECOND: limit }, 'src/rest-proxy.ts', { readyMessage: 'REST proxy ready' });
const workers = new Workers(fake, {
  DISCORD_TOKEN: fake.token,
  DISCORD_PUBLIC_KEY: fake.publicKey,
  DATABASE_URL: database.url,
  DISCORD_REQUESTS_PER_SECOND: limit,
  // The test is about clicks: no turn runs out while it lasts.
  TURN_TIMEOUT_SECONDS: '3600',
  LOG_LEVEL: 'info',
});
let failures: string[] = [];
try {
  await proxy.ready;
  workers.env.DISCORD_API_URL = `http://127.0.0.1:${/"port":(\d+)/.exec(proxy.output())?.[1]}/api`;
  for (let i = 0; i < options.workers; i++) await workers.start();
  const portal = await fake.verifyInteractionsEndpoint();
  if (portal.length > 0) failures.push(`the Developer Portal's check of the endpoint: ${portal.join('; ')}`);
  say(`${options.workers} workers, the REST proxy (limit ${limit}/s) and PostgreSQL are up`);

  const tables = buildTables(fake, options.matches);
  const openedAt = Date.now();
  const failedToOpen = await openTables(fake, tables, (done) => say(`  ${done} tables opened`));
  if (failedToOpen > 0) failures.push(`${failedToOpen} tables could not be opened`);
  const matches = await liveMatches(tables.flatMap((t) => t.users));
  const openSeconds = (Date.now() - openedAt) / 1000;
  say(`${matches.length} live matches (${perGame(matches)}) opened in ${openSeconds.toFixed(0)} s; waiting for their hands and boards`);
  if (!(await drained(store, 900_000))) failures.push('the deliveries of the opened matches never drained');
  say('every hand and board delivered');

  const clicker = new Clicker(fake, store, matches, workers.kills, options.doubleClicks);
  const killing = killEvery(workers, options.killEvery, options.severalSeconds);
  await clicker.run('several', options.rate, options.severalSeconds);
  await killing;
  const rssSeveral = workers.rss();
  say(`${options.workers} workers: clicks done, ${workers.kills.length} killed and restarted`);
  while (workers.live.length > 1) await workers.stop(workers.live[0]!);
  await clicker.run('one', options.rate, options.oneSeconds);
  const rssOne = workers.rss();
  say('one worker: clicks done; waiting for the deliveries to drain');
  const drainedAfter = await drained(store, 300_000);
  if (!drainedAfter) failures.push('the outbox and the syncs never drained after the clicks');

  const findings = await check(fake, store, matches, clicker.clicks);
  const rest = fake.requests.filter((r) => !isInteractionAnswer(r) && r.via !== 'http-response');
  const runSeconds = (Date.now() - t0) / 1000;
  const peak1 = peakInWindow(rest, 1000);
  const peak3 = peakInWindow(rest, 3000);
  // A limiter's second starts at its first request, so 3 s may hold 4 of its seconds; the fake stamps a
  // request when its event loop reads it, a few milliseconds late under load: a tenth of a second's worth more.
  const allowed3 = 4 * options.limit + Math.ceil(options.limit / 10);

  console.log('\nClicks (answer time: from the POST to the HTTP answer):');
  const several = phaseFigures(clicker.clicks, 'several');
  const one = phaseFigures(clicker.clicks, 'one');
  for (const [name, f] of [[`${options.workers} workers, a kill -9 every ${options.killEvery} s`, several], ['1 worker', one]] as const) {
    console.log(`  ${name.padEnd(34)} sent ${f.sent}, answered ${f.answered} (moves accepted ${f.accepted}, refused ${f.refused}), lost on a killed worker ${f.killed}, unanswered ${f.unanswered}; p50 ${f.p50} ms, p99 ${f.p99} ms`);
  }
  console.log(`  several / one worker: p50 ${ratio(several.p50, one.p50)}, p99 ${ratio(several.p99, one.p99)}; double clicks sent ${clicker.clicks.filter((c) => c.double).length / 2}; ticks with no match ready ${clicker.notReady}`);
  console.log(`\nREST (counted against the limit of ${limit}/s): ${rest.length} requests in ${runSeconds.toFixed(0)} s (${(rest.length / runSeconds).toFixed(1)}/s on average); peak ${peak1} in any 1 s, ${peak3} in any 3 s (a kept limit allows at most ${2 * options.limit} and ${allowed3})`);
  console.log(`\nDatabase: ${findings.movesLogged} moves logged; accepted moves lost ${findings.lostMoves}; moves no click explains (double applications) ${findings.unexplainedMoves}; half-applied matches ${findings.halfApplied}; outbox drained ${drainedAfter ? 'yes' : 'NO'}; players to act without a current hand ${findings.notConverged}`);
  console.log(`\nMemory (RSS, MiB): ${options.workers} workers ${JSON.stringify(rssSeveral)}, then 1 worker ${JSON.stringify(rssOne)}`);

  if (several.unanswered + one.unanswered > 0) failures.push(`${several.unanswered + one.unanswered} clicks never answered (first: ${clicker.clicks.find((c) => c.outcome === 'unanswered')?.error})`);
  if (several.accepted === 0 || one.accepted === 0) failures.push('a phase had no accepted move');
  if (findings.lostMoves > 0) failures.push(`${findings.lostMoves} accepted moves lost`);
  if (findings.unexplainedMoves > 0) failures.push(`${findings.unexplainedMoves} moves applied that no click explains`);
  if (findings.halfApplied > 0) failures.push(`${findings.halfApplied} matches half-applied`);
  if (findings.notConverged > 0) failures.push(`${findings.notConverged} players to act have no current hand`);
  if (peak3 > allowed3) failures.push(`${peak3} requests in 3 s, above the limit`);
} catch (error) {
  failures = [...failures, `the run broke: ${(error as Error).stack ?? String(error)}`];
} finally {
  await workers.stopAll();
  for (const w of workers.all) w.process.child.kill('SIGKILL');
  proxy.child.kill('SIGKILL');
  await store.close();
  await database.drop();
  await fake.stop();
}
console.log(failures.length === 0 ? `\nscale test passed in ${at()}` : `\nscale test FAILED:\n- ${failures.join('\n- ')}`);
process.exit(failures.length === 0 ? 0 : 1);

/** The matches the tables opened, with their players by seat. */
async function liveMatches(users: readonly FakeUser[]): Promise<LiveMatch[]> {
  const byId = new Map(users.map((u) => [u.id, u]));
  const [rows, seats] = await store.read(async (q) => [
    await q.db.select({ id: q.t.matches.id, game: q.t.matches.game }).from(q.t.matches).where(eq(q.t.matches.status, 'active')),
    await q.db.select().from(q.t.matchPlayers).orderBy(asc(q.t.matchPlayers.seat)),
  ] as const);
  const usersOf = new Map<string, FakeUser[]>();
  for (const seat of seats) {
    const user = byId.get(seat.userId ?? '') as FakeUser;
    const list = usersOf.get(seat.matchId);
    if (list) list.push(user);
    else usersOf.set(seat.matchId, [user]);
  }
  return rows.map((row) => ({ id: row.id, game: row.game, users: usersOf.get(row.id) ?? [] }));
}

function perGame(matches: readonly LiveMatch[]): string {
  const counts: Record<string, number> = {};
  for (const m of matches) counts[m.game] = (counts[m.game] ?? 0) + 1;
  return Object.entries(counts).map(([game, n]) => `${game} ${n}`).join(', ');
}

/** Every `seconds`, the longest-running worker is killed with SIGKILL and a new one started, until `total` seconds are over. */
async function killEvery(pool: Workers, seconds: number, total: number): Promise<void> {
  const end = Date.now() + total * 1000;
  while (Date.now() + seconds * 1000 < end) {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const victim = pool.live[0];
    if (!victim) break;
    await pool.kill(victim);
    say(`  killed ${victim.name} (kill -9); starting another`);
    await pool.start();
  }
}

function phaseFigures(clicks: readonly Click[], phase: string) {
  const mine = clicks.filter((c) => c.phase === phase);
  const times = mine.flatMap((c) => (c.answerMs === null ? [] : [c.answerMs]));
  const s = stats(times);
  const moves = mine.filter((c) => !c.code.startsWith('~'));
  return {
    sent: mine.length,
    answered: times.length,
    accepted: moves.filter((c) => c.outcome === 'accepted').length,
    refused: moves.filter((c) => c.outcome === 'refused').length,
    killed: mine.filter((c) => c.outcome === 'killed').length,
    unanswered: mine.filter((c) => c.outcome === 'unanswered').length,
    p50: s.median,
    p99: s.p99,
  };
}
