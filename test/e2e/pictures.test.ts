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
import { MessageFlags } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { games, registration } from '../../src/games/index.js';
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
      const dm = h.fake.latestDm(user)!;
      expect(isV2(dm)).toBe(true);
      expect(dm.attachments[0]?.filename).toMatch(/^hand-[0-9a-f]{16}\.png$/);
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
    // An unchanged picture is not uploaded again: an edit showing the same picture keeps the attachment.
    expect(reuploads(h.fake.allMessages())).toEqual([]);
  });
});

describe('"Show my hand" with images on', () => {
  it('answers at once with the text in a private V2 message (Discord is not asked to send it back), and the picture follows through the click\'s token', async () => {
    // Images turned on mid-match: no picture of this version was drawn yet, so the answer cannot carry one.
    h = await startHarness({ players: 2, seeds: ['pictures-show-hand'], images: false });
    const matchId = await startMatch(h, 'loners', h.users);
    await h.settle();
    await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'settings', subcommand: 'images', options: { mode: 'on' } });
    const toAct = await turnOf(h, matchId);
    const waiting = h.users.find((u) => u.id !== toAct.user?.id)!;
    const board = h.fake.message((await turnOf(h, matchId)).match.boardMessageId!)!;
    const first = h.fake.requests.length;
    const shown = await h.fake.clickButton({ user: waiting, message: board, customId: componentsOf(board).find((c) => idAction(c.customId) === '!hand')!.customId });
    expect(shown.ephemeral).toBe(true);
    const callback = h.fake.requests.slice(first).find((r) => r.path.startsWith('/interactions/'))!;
    expect(callback.query.with_response).toBeUndefined();
    expect(isV2({ flags: bodyOf(callback).flags ?? 0 })).toBe(true);
    expect(callback.uploads).toHaveLength(0);
    await h.settle();
    const message = shown.message()!;
    expect(isV2(message)).toBe(true);
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]!.filename).toMatch(/^hand-[0-9a-f]{16}\.png$/);
    assertPng(message.attachments[0]!.data);
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

  it('/settings images on and off mid-match: text messages become V2, V2 messages stay V2 (as text), new ones follow the setting', async () => {
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
    // The board cannot go back to embeds: it stays V2, as text, without a picture; a new turn DM is text again.
    const after = h.fake.message(await boardId())!;
    expect(isV2(after)).toBe(true);
    expect(after.attachments).toHaveLength(0);
    expect(JSON.stringify(after.components)).toContain('Street');
    const now = await turnOf(h, matchId);
    if (now.user) {
      const dm = h.fake.latestDm(now.user)!;
      expect(isV2(dm)).toBe(false);
      expect(dm.embeds).toHaveLength(1);
    }
    // Nothing refused on the way.
    expect(h.fake.requests.filter((r) => r.status === 400)).toEqual([]);
  });
});

describe('a restart forgets which messages are V2', () => {
  it('images turned off, then a restart: a board that cannot go back to text is posted anew as text, and play goes on', async () => {
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
    await move();
    await move();
    // Discord refused to turn the V2 board back into text: the bot posted a text board and removed the old one.
    const board = (await turnOf(h, matchId)).match.boardMessageId!;
    expect(board).not.toBe(v2Board);
    expect(h.fake.message(v2Board)?.deleted).toBe(true);
    expect(isV2(h.fake.message(board)!)).toBe(false);
    expect(h.fake.message(board)!.embeds).toHaveLength(1);
    await playMatchByDm(h, matchId, rand, 400);
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
  });
});

describe('no hidden card in a channel picture', () => {
  it.each(['loners', 'guys', 'lone-wolves', 'scoundrel'])('%s: every picture posted in the channel is the public view of a state of the match', async (game) => {
    const players = game === 'scoundrel' ? 1 : game === 'guys' ? 3 : 2;
    h = await startHarness({ players, seeds: [`privacy-${game}`], images: true });
    const matchId = game === 'scoundrel' ? await startSolo(h) : await startMatch(h, game, h.users);
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
    expect(reuploads(h.fake.allMessages())).toEqual([]);
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

/** Edits that uploaded again the picture the message already showed. */
function reuploads(messages: readonly StoredMessage[]): string[] {
  const found: string[] = [];
  for (const m of messages) {
    const versions = [...m.history, m];
    for (let i = 1; i < versions.length; i++) {
      const before = versions[i - 1]!.attachments[0];
      const after = versions[i]!.attachments[0];
      if (before && after && before.filename === after.filename && before.id !== after.id) found.push(`${m.id}: ${after.filename}`);
    }
  }
  return found;
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

