/**
 * The HTTP interactions endpoint under attack: the bot in HTTP mode against
 * the fake Discord, which signs with its own key. Every forged, tampered,
 * stale, oversized, slow or malformed request is refused with its status
 * code, and nothing of it reaches the database; the same click sent properly
 * is applied, so the refusals are the endpoint's doing.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ComponentType, MessageFlags } from 'discord.js';
import { InteractionEndpoint, componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { idAction, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness;
let matchId: string;
let player: FakeUser;
let hand: StoredMessage;
let click: string;

const now = () => Math.floor(Date.now() / 1000);

/** Every row a click could touch: the match, its seats and moves, and who was seen. */
async function rows(): Promise<string> {
  return JSON.stringify(
    await h.read(async (q) => ({
      matches: await q.db.select().from(q.t.matches),
      players: await q.db.select().from(q.t.matchPlayers),
      actions: await q.db.select().from(q.t.matchActions),
      names: await q.db.select().from(q.t.userNames),
      members: await q.db.select().from(q.t.memberNames),
      prefs: await q.db.select().from(q.t.userPrefs),
    })),
  );
}

/** A move (not a menu step), as a button or a select's option. */
function firstMove(): { customId: string; values?: string[] } {
  const isMove = (action: string) => action !== '' && !action.startsWith('~') && !action.startsWith('!');
  for (const c of componentsOf(hand).filter((c) => !c.disabled)) {
    if (c.type === ComponentType.Button && isMove(idAction(c.customId))) return { customId: c.customId };
    const value = c.values.find(isMove);
    if (c.type === ComponentType.StringSelect && value) return { customId: c.customId, values: [value] };
  }
  throw new Error('the hand shows no move');
}

/** The player's first move, as Discord would send it (a fresh id: not too old to apply). */
function moveClick(): string {
  return JSON.stringify(h.fake.componentPayload({ user: player, message: hand, ...firstMove() }));
}

/** A request the endpoint must refuse with `status`, leaving every row as it was. */
async function refused(status: number, send: () => Promise<{ status: number }>): Promise<void> {
  const before = await rows();
  const response = await send();
  expect(response.status).toBe(status);
  await h.settle();
  expect(await rows()).toBe(before);
}

/** Headers and part of a body, then silence: the request never finishes. */
function slowSender(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = moveClick();
    const ts = String(now());
    const req = request({
      host: '127.0.0.1', port, path: '/interactions', method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'x-signature-ed25519': h.fake.sign(ts, body), 'x-signature-timestamp': ts },
    }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, 20));
  });
}

beforeAll(async () => {
  h = await startHarness({ players: 2, seeds: ['http-security'], transport: 'http', httpRequestTimeoutMs: 400 });
  matchId = await startLonersMatch(h, h.users);
  const turn = await turnOf(h, matchId);
  player = turn.user!;
  hand = h.fake.latestDm(player)!;
});

beforeEach(() => {
  click = moveClick();
});

afterAll(async () => {
  await h?.close();
});

describe('the HTTP interactions endpoint', () => {
  it('answered the match so far in its HTTP responses, with no gateway at all', () => {
    expect(h.bot.client).toBeNull();
    expect(h.fake.requests.some((r) => r.via === 'http-response')).toBe(true);
    // The lobby's message is needed back: that answer went through the callback route (and the request got a 202).
    expect(h.fake.requests.some((r) => r.route === 'POST /interactions/:interactionId/:token/callback' && r.via === undefined && r.query.with_response === 'true')).toBe(true);
  });

  it('passes the checks Discord makes when the endpoint URL is saved', async () => {
    expect(await h.fake.verifyInteractionsEndpoint()).toEqual([]);
    const ping = JSON.stringify({ id: '1', application_id: h.fake.bot.id, type: 1, token: 't', version: 1 });
    const pong = await h.fake.postToEndpoint(ping);
    expect([pong.status, JSON.parse(pong.body.toString())]).toEqual([200, { type: 1 }]);
    await refused(401, () => h.fake.postToEndpoint(ping, { key: InteractionEndpoint.otherKey() }));
  });

  it('refuses a click signed with another key: 401', async () => {
    await refused(401, () => h.fake.postToEndpoint(click, { key: InteractionEndpoint.otherKey() }));
  });

  it('refuses a tampered body: 401', async () => {
    const ts = String(now());
    const signature = h.fake.sign(ts, click);
    const forged = click.replace(player.id, h.users.find((u) => u !== player)!.id);
    expect(forged).not.toBe(click);
    await refused(401, () => h.fake.postToEndpoint(forged, { timestamp: ts, headers: { 'x-signature-ed25519': signature } }));
    // One byte more is another body too.
    await refused(401, () => h.fake.postToEndpoint(`${click} `, { timestamp: ts, headers: { 'x-signature-ed25519': signature } }));
  });

  it('refuses missing or malformed signature headers: 401', async () => {
    const ts = String(now());
    const signature = h.fake.sign(ts, click);
    await refused(401, () => h.fake.postToEndpoint(click, { headers: { 'x-signature-ed25519': null } }));
    await refused(401, () => h.fake.postToEndpoint(click, { headers: { 'x-signature-timestamp': null } }));
    await refused(401, () => h.fake.postToEndpoint(click, { timestamp: ts, headers: { 'x-signature-ed25519': signature.slice(0, 126) } }));
    await refused(401, () => h.fake.postToEndpoint(click, { timestamp: ts, headers: { 'x-signature-ed25519': `${signature.slice(0, 126)}zz` } }));
    await refused(401, () => h.fake.postToEndpoint(click, { timestamp: ts, headers: { 'x-signature-ed25519': `${signature}00` } }));
    await refused(401, () => h.fake.postToEndpoint(click, { timestamp: ts, headers: { 'x-signature-timestamp': `${ts}.5` } }));
    await refused(401, () => h.fake.postToEndpoint(click, { timestamp: ts, headers: { 'x-signature-timestamp': 'yesterday' } }));
  });

  it('refuses a correctly signed request from more than five minutes ago, or ahead: 401', async () => {
    await refused(401, () => h.fake.postToEndpoint(click, { timestamp: String(now() - 301) }));
    await refused(401, () => h.fake.postToEndpoint(click, { timestamp: String(now() + 301) }));
  });

  it('refuses a huge body without reading it: 413', async () => {
    const huge = JSON.stringify({ ...JSON.parse(click), padding: 'x'.repeat(2 * 1024 * 1024) });
    await refused(413, () => h.fake.postToEndpoint(huge));
    // Without a Content-Length, it is cut off where it passes the limit.
    await refused(413, () => h.fake.postToEndpoint(huge, { chunked: true }));
  });

  it('times out a body that never finishes: 408', async () => {
    await refused(408, () => slowSender(h.bot.httpPort!));
  });

  it('answers malformed JSON, correctly signed, with 400', async () => {
    await refused(400, () => h.fake.postToEndpoint(click.slice(0, -1)));
    await refused(400, () => h.fake.postToEndpoint('[1,2,3]'));
    await refused(400, () => h.fake.postToEndpoint('{"type":"click"}'));
    // Signed, but nothing the bot can read (no user, no token): not answered, and Discord says it failed.
    await refused(400, () => h.fake.postToEndpoint(JSON.stringify({ id: '1', type: 3, version: 1 })));
  });

  it('knows only its own paths and methods', async () => {
    const base = `http://127.0.0.1:${h.bot.httpPort}`;
    await refused(404, () => fetch(`${base}/`, { method: 'POST', body: click }));
    await refused(405, () => fetch(`${base}/interactions`));
  });

  it('gives a validly signed click on a forged custom id a private refusal, and applies nothing', async () => {
    const before = await rows();
    const version = (await turnOf(h, matchId)).match.version;
    const other = h.users.find((u) => u !== player)!;
    const move = firstMove();
    const forgedIds = [
      move.customId.replace(`:${version}:`, `:${version + 5}:`),
      move.customId.replace(matchId, 'not-a-match'),
      'loners:nonsense',
    ];
    for (const customId of forgedIds) {
      expect(customId).not.toBe(move.customId);
      const answer = await h.fake.clickButton({ user: player, message: hand, customId, unchecked: true });
      expect(answer.type, customId).toBe(4);
      expect(answer.ephemeral, customId).toBe(true);
      expect(answer.content, customId).toBeTruthy();
    }
    // Another player making this player's move (a click Discord would never show them).
    const theirs = await h.fake.sendInteraction(h.fake.componentPayload({ user: other, message: hand, ...move, unchecked: true }));
    expect([theirs.type, ((theirs.data.flags ?? 0) & MessageFlags.Ephemeral) !== 0]).toEqual([4, true]);
    await h.settle();
    const after = JSON.parse(await rows()) as { matches: unknown; players: unknown; actions: unknown };
    const was = JSON.parse(before) as typeof after;
    expect([after.matches, after.players, after.actions]).toEqual([was.matches, was.players, was.actions]);
  });

  it('applies the same click when it is sent properly: the refusals above were the endpoint\'s', async () => {
    const version = (await turnOf(h, matchId)).match.version;
    const response = await h.fake.postToEndpoint(moveClick());
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toMatchObject({ type: 7 });
    await h.settle();
    expect((await turnOf(h, matchId)).match.version).toBeGreaterThan(version);
  });

  it('reports its health: 200 while the store answers, 503 when it does not', async () => {
    const url = `http://127.0.0.1:${h.bot.httpPort}/healthz`;
    expect((await fetch(url)).status).toBe(200);
    await h.store.close();
    expect((await fetch(url)).status).toBe(503);
  });
});
