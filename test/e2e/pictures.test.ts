/**
 * Boards and hands as pictures, through the fake Discord: matches of every
 * game played by DM clicks with images on — every board and hand a
 * Components V2 message whose picture went up in the same request as the
 * message (multipart), within Discord's limits, a picture uploaded only when
 * it changed, the REST budget unchanged (at most 2 requests a move besides
 * the interaction answers) — and with images off (today's embeds, no
 * upload); `/settings images` switching a server mid-match; and no hidden
 * card in a channel picture: every picture posted in a channel is the
 * picture of the public view of a state of the match, whatever the hidden
 * cards are.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MessageFlags } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { games, registration } from '../../src/games/index.js';
import { PICTURE_WAIT_MS } from '../../src/discord/interactions/picture-answer.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { clickOneMove, idAction, makeRand, playMatchByDm, startMatch, turnOf } from '../support/game-driver.js';
import { countRest } from '../support/rest-count.js';
import { assertPng, boardFingerprints, matchActionsOf, v2Problems } from '../support/pictures.js';
import { componentsOf, type FakeUser, type RecordedRequest, type StoredMessage } from '../support/fake-discord/index.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const isV2 = (m: Pick<StoredMessage, 'flags'>) => (m.flags & MessageFlags.IsComponentsV2) !== 0;

/** Every message the bot sent or edited with a body, with the uploads of that request. */
function messageRequests(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.status < 300 && r.method !== 'GET' && r.method !== 'DELETE' && r.target.audience !== undefined);
}

function bodyOf(r: RecordedRequest): { flags?: number; components?: unknown[]; content?: unknown; embeds?: unknown[] } {
  const body = r.body as { data?: object } | undefined;
  return (r.path.startsWith('/interactions/') ? body?.data : body) ?? {};
}

describe('pictures on', () => {
  it('a 2-player Loners match: V2 boards and hands with their pictures, uploaded with the message, within limits and the REST budget', async () => {
    h = await startHarness({ players: 2, seeds: ['pictures-loners'], images: true });
    const matchId = await startMatch(h, 'loners', h.users);
    const rand = makeRand(5);
    const rounds = async () => (await h!.read((q) => q.db.select({ n: count() }).from(q.t.roundWins).where(eq(q.t.roundWins.matchId, matchId))))[0]!.n;
    const ordinary: number[] = [];
    for (let turn = await turnOf(h, matchId); turn.user; turn = await turnOf(h, matchId)) {
      const before = await rounds();
      const first = h.fake.requests.length;
      await clickOneMove(h, turn.user, h.fake.latestDm(turn.user)!, rand);
      await h.settle();
      if ((await rounds()) === before) ordinary.push(countRest(h.fake.requests.slice(first)).total);
    }
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
    expect(ordinary.length).toBeGreaterThan(20);
    expect(Math.max(...ordinary)).toBeLessThanOrEqual(2);

    const board = h.fake.message((await turnOf(h, matchId)).match.boardMessageId!)!;
    expect(isV2(board)).toBe(true);
    expect(board.attachments).toHaveLength(1);
    expect(board.attachments[0]!.filename).toMatch(/^board-[0-9a-f]{16}\.png$/);
    for (const user of h.users) {
      // Every DM is V2; each showed its hand as a picture (records of moves keep the layout, not the picture).
      const dms = h.fake.messages(h.fake.dmChannel(user).id);
      expect(dms.every(isV2)).toBe(true);
      for (const dm of dms) expect([dm, ...dm.history].map((v) => v.attachments[0]?.filename).find(Boolean)).toMatch(/^hand-[0-9a-f]{16}\.png$/);
    }
    const sent = messageRequests(h.fake.requests);
    let uploads = 0;
    for (const r of sent) {
      const body = bodyOf(r);
      if (!isV2({ flags: body.flags ?? 0 })) continue;
      expect(v2Problems(body), r.path).toEqual([]);
      for (const u of r.uploads) {
        uploads++;
        assertPng(u.data);
      }
    }
    expect(uploads).toBeGreaterThan(ordinary.length);
    // A click's answer showing the picture the clicked message already shows keeps its attachment.
    expect(clickReuploads(h.fake)).toEqual([]);
  });
});

describe('"Show my hand" with images on', () => {
  /** "Show my hand" on the board of a running Loners match, clicked by the player who waits (pictures turned on mid-match unless they were on). */
  async function showHand(h: Harness) {
    const matchId = await startMatch(h, 'loners', h.users);
    await h.settle();
    await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'settings', subcommand: 'images', options: { mode: 'on' } });
    const turn = await turnOf(h, matchId);
    const waiting = h.users.find((u) => u.id !== turn.user?.id)!;
    const board = h.fake.message(turn.match.boardMessageId!)!;
    const first = h.fake.requests.length;
    const shown = await h.fake.clickButton({ user: waiting, message: board, customId: componentsOf(board).find((c) => idAction(c.customId) === '!hand')!.customId });
    expect(shown.ephemeral).toBe(true);
    const callback = h.fake.requests.slice(first).find((r) => r.path.startsWith('/interactions/'))!;
    // A private V2 message; Discord is not asked to send it back.
    expect(callback.query.with_response).toBeUndefined();
    expect(isV2({ flags: bodyOf(callback).flags ?? 0 })).toBe(true);
    return { shown, callback, first, waiting };
  }

  function expectHandPicture(message: StoredMessage): void {
    expect(isV2(message)).toBe(true);
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]!.filename).toMatch(/^hand-[0-9a-f]{16}\.png$/);
    assertPng(message.attachments[0]!.data);
  }

  it('a picture that is ready (drawn for the hand DM already) rides in the answer itself', async () => {
    h = await startHarness({ players: 2, seeds: ['pictures-show-hand'], images: true });
    const { shown, callback, first, waiting } = await showHand(h);
    expect(callback.uploads).toHaveLength(1);
    await h.settle();
    expectHandPicture(shown.message()!);
    expect(shown.message()!.attachments[0]!.filename).toBe(h.fake.latestDm(waiting)!.attachments[0]!.filename);
    expect(h.fake.requests.slice(first).filter((r) => r.path.includes('/messages/@original'))).toEqual([]);
  });

  it(`a picture not ready within ${PICTURE_WAIT_MS} ms: the answer goes out with the text, and the picture follows through the click's token`, async () => {
    h = await startHarness({ players: 2, seeds: ['pictures-show-hand'], images: false });
    // Images turned on mid-match: no picture of this version was drawn yet; and painting slower than the answer waits (a busy picture worker).
    const pictures = h.bot.app.pictures;
    const png = pictures.png.bind(pictures);
    pictures.png = async (ref, priority) => {
      await sleep(PICTURE_WAIT_MS + 150);
      return png(ref, priority);
    };
    const { shown, callback, first } = await showHand(h);
    expect(callback.uploads).toHaveLength(0);
    await h.settle();
    expectHandPicture(shown.message()!);
    // The picture came as an edit of the answer through the interaction's token: no request against the bot's rate limit.
    const edit = h.fake.requests.slice(first).find((r) => r.method === 'PATCH' && r.path.includes('/messages/@original'));
    expect(edit?.uploads).toHaveLength(1);
  });
});

describe('pictures drawn on a worker thread (as in production)', () => {
  it('a Scoundrel run: its board and its room come as PNGs made by the picture worker', async () => {
    h = await startHarness({ players: 1, seeds: ['pictures-worker'], images: true, pictureThreads: 1 });
    const matchId = await startSolo(h);
    await playMatchByDm(h, matchId, makeRand(4), 6);
    await h.settle();
    const uploads = h.fake.requests.flatMap((r) => r.uploads);
    expect(uploads.length).toBeGreaterThan(2);
    for (const u of uploads) assertPng(u.data);
    const board = h.fake.message((await turnOf(h, matchId)).match.boardMessageId!)!;
    expect(isV2(board)).toBe(true);
    expect(board.attachments[0]?.filename).toMatch(/^board-/);
  });
});

describe('pictures off, and switching', () => {
  it('images off: today\'s text layout, no upload, no V2 message', async () => {
    h = await startHarness({ players: 2, seeds: ['pictures-off'], images: false });
    const matchId = await startMatch(h, 'loners', h.users);
    await playMatchByDm(h, matchId, makeRand(3), 30);
    expect(h.fake.requests.some((r) => r.uploads.length > 0)).toBe(false);
    for (const m of h.fake.allMessages()) expect(isV2(m)).toBe(false);
    const board = h.fake.message((await turnOf(h, matchId)).match.boardMessageId!)!;
    expect(board.embeds[0]?.title).toMatch(/Loners/);
    expect(h.fake.latestDm(h.users[0]!)!.embeds.length).toBe(1);
  });

  it('/settings images on and off mid-match: text messages become V2; turned off, a V2 board stays V2 without its picture, and new messages follow the setting', async () => {
    h = await startHarness({ players: 2, seeds: ['pictures-switch'], images: false });
    const [admin] = h.users as [FakeUser, FakeUser];
    const settings = (mode: string) => h!.fake.slashCommand({ user: admin, channelId: h!.channel.id, name: 'settings', subcommand: 'images', options: { mode } });
    const matchId = await startMatch(h, 'loners', h.users);
    const rand = makeRand(8);
    const boardId = async () => (await turnOf(h!, matchId)).match.boardMessageId!;
    expect(isV2(h.fake.message(await boardId())!)).toBe(false);

    expect((await settings('on')).content).toMatch(/as pictures/);
    expect((await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'settings', subcommand: 'show' })).content).toContain('as pictures: **on**');
    for (let i = 0; i < 4; i++) {
      const turn = await turnOf(h, matchId);
      await clickOneMove(h, turn.user!, h.fake.latestDm(turn.user!)!, rand);
      await h.settle();
    }
    const board = h.fake.message(await boardId())!;
    expect(isV2(board)).toBe(true);
    expect(board.attachments).toHaveLength(1);
    const turn = await turnOf(h, matchId);
    expect(isV2(h.fake.latestDm(turn.user!)!)).toBe(true);

    expect((await settings('off')).content).toMatch(/as text/);
    for (let i = 0; i < 4; i++) {
      const next = await turnOf(h, matchId);
      if (!next.user) break;
      await clickOneMove(h, next.user, h.fake.latestDm(next.user)!, rand);
      await h.settle();
    }
    // A V2 message stays V2 (Discord refuses to turn it back into text): the board is the same message, now
    // without a picture; a new turn DM follows the setting and is text.
    const after = h.fake.message(await boardId())!;
    expect(after.id).toBe(board.id);
    expect(isV2(after)).toBe(true);
    expect(after.attachments).toHaveLength(0);
    expect(JSON.stringify(after.components)).toContain('Street');
    const now = await turnOf(h, matchId);
    if (now.user) {
      const dm = h.fake.latestDm(now.user)!;
      expect(isV2(dm)).toBe(false);
      expect(dm.embeds).toHaveLength(1);
    }
    // Nothing was refused on the way.
    expect(h.fake.requests.filter((r) => r.status === 400).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(h.fake.takeInvalidPayloads()).toEqual([]);
  });
});

describe('a restart remembers which messages are V2', () => {
  it('images turned off, then a restart: the V2 board is edited in its own layout, without a picture, and play goes on', async () => {
    h = await startHarness({ players: 2, seeds: ['pictures-restart'], images: true });
    const [admin] = h.users as [FakeUser, FakeUser];
    const matchId = await startMatch(h, 'loners', h.users);
    const rand = makeRand(12);
    const move = async () => {
      const turn = await turnOf(h!, matchId);
      if (!turn.user) return;
      await clickOneMove(h!, turn.user, h!.fake.latestDm(turn.user)!, rand);
      await h!.settle();
    };
    await move();
    const v2Board = (await turnOf(h, matchId)).match.boardMessageId!;
    expect(isV2(h.fake.message(v2Board)!)).toBe(true);
    await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'settings', subcommand: 'images', options: { mode: 'off' } });
    await h.stopBot();
    await h.restartBot();
    await h.settle();
    const edits = h.fake.message(v2Board)!.history.length;
    await move();
    await move();
    // The new process knows from the database that the board is V2: it edits it as V2, and Discord takes every edit.
    expect((await turnOf(h, matchId)).match.boardMessageId).toBe(v2Board);
    const board = h.fake.message(v2Board)!;
    expect(board.history.length).toBeGreaterThan(edits);
    expect(isV2(board)).toBe(true);
    expect(board.attachments).toHaveLength(0);
    expect(h.fake.takeInvalidPayloads()).toEqual([]);
    await playMatchByDm(h, matchId, rand, 400);
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
  });
});

describe('no hidden card in a channel picture', () => {
  it.each(['loners', 'guys', 'lone-wolves', 'scoundrel'])('%s: every picture posted in the channel is the public view of a state of the match', async (game) => {
    const players = game === 'scoundrel' ? 1 : game === 'guys' ? 3 : 2;
    h = await startHarness({ players, seeds: [`privacy-${game}`], images: true });
    const matchId = game === 'scoundrel' ? await startSolo(h) : await startSettled(h, game);
    await playMatchByDm(h, matchId, makeRand(9), 60);
    await h.settle();
    // The fingerprints of the board picture at every version, from states whose hidden cards were dealt anew.
    const allowed = await boardFingerprints(h, matchId, await matchActionsOf(h, matchId));
    // Every message within Components V2 limits, every picture a PNG Discord takes.
    for (const r of messageRequests(h.fake.requests)) {
      const body = bodyOf(r);
      if (isV2({ flags: body.flags ?? 0 })) expect(v2Problems(body), r.path).toEqual([]);
      for (const u of r.uploads) assertPng(u.data);
    }
    expect(clickReuploads(h.fake)).toEqual([]);
    const channelUploads = messageRequests(h.fake.requests).filter((r) => r.target.audience?.kind === 'channel').flatMap((r) => r.uploads);
    expect(channelUploads.length).toBeGreaterThan(0);
    for (const u of channelUploads) {
      expect(u.name).toMatch(/^board-/);
      expect(allowed.has(u.name.slice('board-'.length, -'.png'.length)), u.name).toBe(true);
    }
    expect(games[game]).toBeDefined();
    expect(registration(game)).toBeDefined();
  });
});

/**
 * Click answers that uploaded again the picture the clicked message already
 * showed: an answer keeps the attachment of the message it replaces when the
 * picture is the same. (Delivery's own edits keep no record of a message's
 * attachments, so they upload the picture with every edit.)
 */
function clickReuploads(fake: Harness['fake']): string[] {
  // Version k of a message is what the k-th request that made or changed it left (its creation first).
  const changes = new Map<string, RecordedRequest[]>();
  for (const r of fake.requests) {
    const id = r.target.messageId;
    if (!id || r.status >= 300 || (r.method !== 'POST' && r.method !== 'PATCH')) continue;
    if ((r.body as { type?: number } | undefined)?.type === 6) continue; // a deferred update changes nothing
    changes.set(id, [...(changes.get(id) ?? []), r]);
  }
  const found: string[] = [];
  for (const m of fake.allMessages()) {
    const versions = [...m.history, m];
    const made = changes.get(m.id) ?? [];
    expect(made.length, `requests that made or changed message ${m.id}`).toBe(versions.length);
    for (let i = 1; i < versions.length; i++) {
      const before = versions[i - 1]!.attachments[0];
      const after = versions[i]!.attachments[0];
      const byClick = /^\/(interactions|webhooks)\//.test(made[i]!.path);
      if (byClick && before && after && before.filename === after.filename && before.id !== after.id) found.push(`${m.id}: ${after.filename} (${made[i]!.method} ${made[i]!.path})`);
    }
  }
  return found;
}

/**
 * The lobby clicked through as people do: each click's follow-up (the
 * clicker's name written among them) is done before the next click comes.
 * Back to back, the board drawn for the start may not know a joiner's name
 * yet, and its picture would show them as "a player": a picture this check
 * does not expect, though nothing hidden is in it.
 */
async function startSettled(h: Harness, game: string): Promise<string> {
  const [host, ...guests] = h.users as [FakeUser, ...FakeUser[]];
  let lobby = (await h.fake.slashCommand({ user: host, channelId: h.channel.id, name: game, subcommand: 'start' })).message()!;
  const button = (action: string) => componentsOf(lobby).find((c) => idAction(c.customId) === action)!.customId;
  await h.settle();
  for (const guest of guests) {
    expect((await h.fake.clickButton({ user: guest, message: lobby, customId: button('!join') })).type).toBe(7);
    await h.settle();
    lobby = h.fake.message(lobby.id)!;
  }
  const start = button('!start');
  expect((await h.fake.clickButton({ user: host, message: lobby, customId: start })).type).toBe(7);
  await h.settle();
  return parseCustomId(start)!.matchId;
}

async function startSolo(h: Harness): Promise<string> {
  const answer = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play' });
  expect(answer.type).toBe(4);
  await h.settle();
  const dm = h.fake.latestDm(h.users[0]!)!;
  const id = JSON.stringify(dm.components).match(/"scoundrel:([a-z0-9]{10}):/)?.[1];
  expect(id).toBeDefined();
  return id!;
}

