/**
 * Lone Wolves on the fake Discord, played by DM clicks only: a full game in
 * German and one in English (with the REST budget counted), a fixed deal on
 * which both moons rise and trump moves, restarts after a lead (a real
 * process killed with SIGKILL) and during a scar step with clicks on the old
 * buttons, a hand of 13 within Discord's limits, and after each the privacy
 * check over every payload: no face-down token, unused card or other hand
 * ever reaches the channel or the other player.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { lte } from 'drizzle-orm';
import { loneWolves, type LoneWolvesAction, type LoneWolvesState } from '../../src/games/lone-wolves/index.js';
import { openStore } from '../../src/db/open.js';
import type { Store } from '../../src/db/store.js';
import { getMatch } from '../../src/play/matches.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { componentsOf, startFakeDiscord, type FakeDiscord, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { testDatabase, type TestDatabase } from '../support/test-database.js';
import { spawnBot, type BotProcess } from '../support/bot-process.js';
import { assertWithinDiscordLimits } from '../support/discord-limits.js';
import { clickCode, clickOneMove, idAction, makeRand, moveControls, startMatch, turnOf, type Table } from '../support/game-driver.js';
import { foreignPhrases, visibleText } from '../support/language-check.js';
import { assertNoLoneWolvesLeaks } from '../support/lone-wolves-leak-check.js';
import { countRest } from '../support/rest-count.js';
import { c, deckWith, TILES, TOKENS } from '../games/lone-wolves/helpers.js';

const GAME = 'lone-wolves';

let h: Harness | undefined;
afterEach(async () => {
  if (h) {
    const report = await assertNoLoneWolvesLeaks(h);
    // The check saw hands, cards and tokens (it is not vacuous).
    expect(report.hands).toBeGreaterThan(0);
    expect(report.cards).toBeGreaterThan(0);
    expect(report.tokens).toBeGreaterThan(0);
  }
  await h?.close();
  h = undefined;
});

const matchOf = async (t: Pick<Table, 'read'>, matchId: string) => (await t.read((q) => getMatch(q, matchId)))!;
const state = async (t: Pick<Table, 'read'>, matchId: string) => (await matchOf(t, matchId)).state as LoneWolvesState;
const boardOf = async (t: Pick<Table, 'read' | 'fake'>, matchId: string) => t.fake.message((await matchOf(t, matchId)).boardMessageId!)!;
const dmsOf = (h: Harness, user: FakeUser) => h.fake.messages(h.fake.dmChannel(user).id);

/** Every version of a message as players saw it, oldest first. */
const versionsOf = (m: StoredMessage) => [...m.history.map((v) => JSON.stringify([v.content, v.embeds])), JSON.stringify([m.content, m.embeds])];

function expectLanguage(messages: StoredMessage[], lang: 'en' | 'de', where: string): void {
  expect(messages.length, `messages in ${where}`).toBeGreaterThan(0);
  for (const m of [...messages, ...messages.flatMap((x) => x.history)]) {
    const text = visibleText(m);
    expect(foreignPhrases(text, lang), `${where}: ${text.slice(0, 300)}`).toEqual([]);
  }
}

/** Plays the whole game by clicks, counting the REST requests of each move. */
async function playCounted(h: Harness, matchId: string, seed: number) {
  const rand = makeRand(seed);
  const perMove: number[] = [];
  let gets = 0;
  for (let turn = await turnOf(h, matchId); turn.user; turn = await turnOf(h, matchId)) {
    const first = h.fake.requests.length;
    await clickOneMove(h, turn.user, h.fake.latestDm(turn.user)!, rand);
    await h.settle();
    const counted = countRest(h.fake.requests.slice(first));
    perMove.push(counted.total);
    gets += counted.gets;
  }
  return { perMove, gets };
}

describe('a full game by DM clicks', () => {
  it('in German: lobby, hands by DM, the live board, the result, the leaderboard and the rules, all German', async () => {
    h = await startHarness({ players: 2, seeds: ['lw-de'], locale: 'de', guildLocale: 'de' });
    const command = h.fake.commands().find((x) => x.name === GAME);
    expect(command?.json).toMatchObject({
      description: 'Lone Wolves: a trick-taking duel over five territories (2 players)',
      description_localizations: { de: 'Lone Wolves: ein Stichspiel-Duell um fünf Gebiete (2 Personen)' },
    });
    expect((command?.json as { options?: Array<{ name: string }> }).options?.map((o) => o.name)).toEqual(['start', 'leave', 'leaderboard', 'rules']);
    const matchId = await startMatch(h, GAME, h.users);
    const first = await turnOf(h, matchId);
    for (const user of h.users) expect(moveControls(h.fake.latestDm(user)!).length > 0).toBe(user.id === first.user?.id);
    const board = await boardOf(h, matchId);
    expect(componentsOf(board).map((c) => c.label)).toEqual(['Meine Hand zeigen']);
    expect(board.embeds[0]?.title).toBe('Lone Wolves – Stich 1 von 13');
    const { perMove } = await playCounted(h, matchId, 3);
    const end = await turnOf(h, matchId);
    expect(end.match.status).toBe('finished');
    expect(perMove.length).toBeGreaterThanOrEqual(26);
    const s = end.match.state as LoneWolvesState;
    expect(s.tricks).toBe(13);
    const winner = end.players[s.result!.winner]!.userId;
    const final = await boardOf(h, matchId);
    expect(final.content).toBe(`🏆 <@${winner}> gewinnt das Spiel!`);
    // The announcement speaks of points (the shared text would say "round wins").
    expect(h.fake.messages(h.channel.id).some((m) => m.content.startsWith(`🏆 <@${winner}> gewinnt das Spiel! Punkte: `))).toBe(true);
    expect(final.embeds[0]?.title).toBe('Lone Wolves – Spiel vorbei');
    expect(final.embeds[0]?.fields?.find((f) => f.name === 'Endstand')?.value).toContain(`gewonnene Gebiete ${s.result!.territoriesWon[0]} : ${s.result!.territoriesWon[1]}`);
    // Only "Play again" (in German) is left on the board.
    expect(componentsOf(final).map((c) => [idAction(c.customId), c.label])).toEqual([['!again', 'Nochmal spielen']]);
    for (const user of h.users) {
      expect(componentsOf(h.fake.latestDm(user)!)).toEqual([]);
      // The last move's DM became its record; the other hand says the game is over.
      expect(h.fake.latestDm(user)!.content).toMatch(/^(Das Spiel ist vorbei\.|Du hast )/);
    }
    const lb = await h.fake.slashCommand({ user: h.users[1]!, channelId: h.channel.id, name: GAME, subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain(`<@${winner}>`);
    expect(JSON.stringify(lb.data)).toContain('Lone Wolves-Rangliste');
    const rules = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: GAME, subcommand: 'rules' });
    expect(rules.ephemeral).toBe(true);
    expect(JSON.stringify(rules.data)).toContain('Lone Wolves – die Regeln in Kürze');
    expectLanguage([...h.fake.messages(h.channel.id), rules.message()!], 'de', 'the channel');
    for (const user of h.users) expectLanguage(dmsOf(h, user), 'de', `${user.username}'s DMs`);
  });

  it('in English, within the REST budget: at most 2 requests a move, no GET', async () => {
    h = await startHarness({ players: 2, seeds: ['lw-en'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    const startFrom = h.fake.requests.length;
    // The lobby clicked through as people do: each click's follow-up is done before the next click comes.
    // (Back to back, a sync still running for the join may edit the board the start's answer just showed, once more.)
    let lobby = (await h.fake.slashCommand({ user: ann, channelId: h.channel.id, name: GAME, subcommand: 'start' })).message()!;
    const button = (action: string) => componentsOf(lobby).find((x) => idAction(x.customId) === action)!.customId;
    await h.settle();
    expect((await h.fake.clickButton({ user: ben, message: lobby, customId: button('!join') })).type).toBe(7);
    await h.settle();
    lobby = h.fake.message(lobby.id)!;
    const startId = button('!start');
    expect((await h.fake.clickButton({ user: ann, message: lobby, customId: startId })).type).toBe(7);
    await h.settle();
    const matchId = parseCustomId(startId)!.matchId;
    // The start: the lobby's reply and edits are interaction answers; then a DM channel and a hand DM per player
    // (over HTTP also the server's name, once: interactions carry only its id).
    expect(countRest(h.fake.requests.slice(startFrom)).total).toBeLessThanOrEqual(4 + (h.transport === 'http' ? 1 : 0));
    const { perMove, gets } = await playCounted(h, matchId, 5);
    const end = await turnOf(h, matchId);
    expect(end.match.status).toBe('finished');
    expect(gets).toBe(0);
    // The last move also announces the result in the channel.
    expect(Math.max(...perMove.slice(0, -1))).toBeLessThanOrEqual(2);
    expect(perMove.at(-1)).toBeLessThanOrEqual(3);
    const s = end.match.state as LoneWolvesState;
    const winner = end.players[s.result!.winner]!.userId;
    expect((await boardOf(h, matchId)).content).toBe(`🏆 <@${winner}> wins the game!`);
    expect((await boardOf(h, matchId)).embeds[0]?.fields?.find((f) => f.name === 'Final score')).toBeDefined();
    expect(h.fake.messages(h.channel.id).some((m) => m.content.startsWith(`🏆 <@${winner}> won`))).toBe(true);
    const lb = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: GAME, subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain('Lone Wolves leaderboard');
    expect(JSON.stringify(lb.data)).toContain(`<@${winner}>`);
    const rules = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: GAME, subcommand: 'rules' });
    expect(JSON.stringify(rules.data)).toContain('Lone Wolves — the rules in short');
    expectLanguage(h.fake.messages(h.channel.id), 'en', 'the channel');
    for (const user of h.users) expectLanguage(dmsOf(h, user), 'en', `${user.username}'s DMs`);
  });
});

/**
 * Both players send every wolf into the first territory that still has
 * tokens in its middle, and each trick's loser takes its first token: the
 * middles empty one after the other, and the moons rise.
 */
function moonChaser(s: LoneWolvesState): LoneWolvesAction {
  const legal = loneWolves.legalActions(s, s.toAct!);
  if (s.phase === 'scar') return legal.find((a) => a.type === 'scar' && a.token === 0) ?? { type: 'pass' };
  if (s.phase !== 'lead' && s.phase !== 'follow') return legal[0]!;
  const target = [0, 1, 2, 3, 4].find((k) => s.territories[k]!.tokens.length > 0 && legal.some((a) => a.type === 'play' && a.territory === k));
  return legal.find((a) => a.type === 'play' && a.territory === target) ?? legal[0]!;
}

const FIXED = { deck: deckWith([], []), tokens: TOKENS, tiles: TILES, firstSeat: 0 };

describe('the moons', () => {
  it('a fixed deal on which the full moon rises, then the blood moon, and trump moves from 🔺 to 🔷', async () => {
    h = await startHarness({ players: 2, seeds: ['lw-moons'] });
    const matchId = await startMatch(h, GAME, h.users, {}, FIXED);
    const trumps: Array<number | null> = [];
    let clicks = 0;
    let moves = 0;
    for (let turn = await turnOf(h, matchId); turn.user; turn = await turnOf(h, matchId)) {
      const s = await state(h, matchId);
      clicks += await clickCode(h, turn.user, h.fake.latestDm(turn.user)!, loneWolves.encodeAction(moonChaser(s)));
      moves++;
      await h.settle();
      trumps.push((await state(h, matchId)).trump);
    }
    const s = await state(h, matchId);
    expect(s.phase).toBe('over');
    expect(clicks).toBeLessThanOrEqual(moves * 2);
    expect(s.territories.map((t) => t.moon)).toEqual(['full', 'blood', null, null, null]);
    // Trump: none, then 🔺 (full moon), then 🔷 (blood moon), which the third emptied middle does not change.
    expect([...new Set(trumps)]).toEqual([null, 0, 1]);
    expect(s.territories[2]!.tokens).toEqual([]);
    expect(s.trump).toBe(1);
    // The board showed each step, and the hands of the players to act too.
    const seen = versionsOf(await boardOf(h, matchId)).join('\n');
    const order = ['No trump yet: the first moon brings it.', '👑 Trump: 🔺 (full moon)', '👑 Trump: 🔷 (blood moon)'].map((line) => seen.indexOf(line));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(seen).toContain('🌕 Full moon +5 · 👑 trump');
    expect(seen).toContain('🩸 Blood moon +3 · 👑 trump');
    const dms = h.users.flatMap((u) => dmsOf(h!, u)).flatMap(versionsOf).join('\n');
    expect(dms).toContain('👑 Trump: 🔷 (blood moon)');
  });
});

describe('a hand of 13', () => {
  it('the first lead: 13 wolf buttons within Discord limits, each wolf then a territory', async () => {
    h = await startHarness({ players: 2, seeds: ['lw-13'] });
    const matchId = await startMatch(h, GAME, h.users, {}, FIXED);
    const [ann] = h.users as [FakeUser, FakeUser];
    const dm = h.fake.latestDm(ann)!;
    assertWithinDiscordLimits(dm as never);
    const wolves = moveControls(dm);
    expect(wolves).toHaveLength(13);
    expect(wolves.every((w) => idAction(w.customId).startsWith('~w'))).toBe(true);
    // Three rows of wolves, and the row of the helps.
    expect(dm.components).toHaveLength(4);
    expect(dm.embeds[0]?.fields?.at(-1)?.name).toBe('Your wolves: 13 in hand');
    // Every wolf × every territory: 65 moves, each two clicks away (checked by the renderer tests); here one of them, the last.
    const code = loneWolves.encodeAction(loneWolves.legalActions(await state(h, matchId), 0).at(-1)!);
    expect(await clickCode(h, ann, dm, code)).toBe(2);
    await h.settle();
    expect((await matchOf(h, matchId)).version).toBeGreaterThan((await turnOf(h, matchId)).match.version - 1);
    expect((await state(h, matchId)).phase).toBe('follow');
  });
});

describe('a restart during a scar step', () => {
  it('the old scar menu still plays after the restart; clicked again, it is refused and nothing changes', async () => {
    h = await startHarness({ players: 2, seeds: ['lw-scar'] });
    const [ann, ben] = h.users as [FakeUser, FakeUser];
    // Ann holds every red but the 4: she leads 🔺7, Ben must follow with 🔺4 and loses the trick.
    const deck = deckWith([c(0, 7)], [c(0, 4)]);
    const matchId = await startMatch(h, GAME, h.users, {}, { ...FIXED, deck });
    const annLead = h.fake.latestDm(ann)!;
    const staleLead = componentsOf(annLead)[0]!;
    await clickCode(h, ann, annLead, 'p0.1');
    await h.settle();
    await clickCode(h, ben, h.fake.latestDm(ben)!, 'p0.1');
    await h.settle();
    const before = await matchOf(h, matchId);
    expect((before.state as LoneWolvesState).phase).toBe('scar');
    expect((await turnOf(h, matchId)).user?.id).toBe(ben.id);
    // Ben's click answer turned his DM into the scar step.
    const scarDm = h.fake.latestDm(ben)!;
    expect(scarDm.content).toBe('**Your turn!** You lost the trick: take a scar token from 🔷 Territory 2 onto a free slot of yours, or take none.');
    const take = componentsOf(scarDm).find((x) => x.values.includes('s0.3'))!;

    await h.stopBot();
    await h.restartBot();
    await h.settle();
    // The menu sent before the restart plays: the face-up Strength +1 onto Ben's side of 🟡 Territory 4.
    const answer = await h.fake.selectMenu({ user: ben, message: scarDm, customId: take.customId, values: ['s0.3'] });
    expect(answer.type).toBe(7);
    await h.settle();
    const after = await matchOf(h, matchId);
    expect(after.version).toBe(before.version + 1);
    expect((after.state as LoneWolvesState).territories[3]!.scars[1]).toEqual(['strength1']);
    // Clicked again (an old button now), and Ann's button from before her lead: refused privately, nothing applied.
    const again = await h.fake.selectMenu({ user: ben, message: scarDm, customId: take.customId, values: ['s0.3'], unchecked: true });
    expect(again.ephemeral).toBe(true);
    const stale = await h.fake.clickButton({ user: ann, message: annLead, customId: staleLead.customId, unchecked: true });
    expect(stale.ephemeral).toBe(true);
    expect(JSON.stringify(stale.data)).toContain('out of date');
    expect((await matchOf(h, matchId)).version).toBe(after.version);
    // The board caught up, and Ann (who won the trick) leads on her new DM.
    expect(JSON.stringify((await boardOf(h, matchId)).embeds)).toContain('Scars: Strength +1, ◽');
    expect((await turnOf(h, matchId)).user?.id).toBe(ann.id);
    for (let turn = await turnOf(h, matchId); turn.user; turn = await turnOf(h, matchId)) {
      await clickCode(h, turn.user, h.fake.latestDm(turn.user)!, loneWolves.encodeAction(moonChaser(await state(h, matchId))));
      await h.settle();
    }
    expect((await matchOf(h, matchId)).status).toBe('finished');
  });
});

describe('a restart mid-trick', () => {
  let fake: FakeDiscord | undefined;
  let database: TestDatabase | undefined;
  let store: Store | undefined;
  const processes: BotProcess[] = [];
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGKILL');
    await store?.close();
    await fake?.stop();
    await database?.drop();
  });

  it('kill -9 after the lead, before the follow: a new process takes the old follow buttons, and the game plays to its end', async () => {
    fake = await startFakeDiscord();
    const users = [fake.addUser({ username: 'ann' }), fake.addUser({ username: 'ben' })] as [FakeUser, FakeUser];
    const guild = fake.addGuild({ name: 'Card Club', owner: users[0], members: [users[1]] });
    const channel = fake.addTextChannel(guild, 'wolves');
    database = await testDatabase();
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...database.env, LOG_LEVEL: 'info' };
    const launch = async () => {
      const p = spawnBot(env);
      processes.push(p);
      await p.ready;
      return p;
    };
    const first = await launch();
    // The test reads the bot's data through a store of its own.
    const own = await openStore({ databasePath: database.path ?? '', databaseUrl: database.env.DATABASE_URL });
    store = own;
    // Settled: no match due for a sync any more (the bot process caught up: a board edit may wait its second), and Discord quiet.
    const settle = async () => {
      for (const until = Date.now() + 20_000; ; await sleep(50)) {
        await fake!.idle(150, 20_000);
        const due = await own.read((q) => q.db.select({ id: q.t.matches.id }).from(q.t.matches).where(lte(q.t.matches.syncDueAt, Date.now())));
        if (due.length === 0) return;
        if (Date.now() > until) throw new Error('the bot process did not catch up within 20 s');
      }
    };
    const table: Table = { fake, read: (fn) => own.read(fn), users, channel, settle };
    const [ann, ben] = users;
    // Ben's reds are 🔺4 and more: after Ann's 🔺7 he has a choice of wolves, so his hand has two steps.
    const deck = deckWith([c(0, 7), c(1, 2)], [c(0, 4), c(0, 5), c(0, 6)]);
    const matchId = await startMatch(table, GAME, users, {}, { ...FIXED, deck });
    await clickCode(table, ann, fake.latestDm(ann)!, 'p0.0');
    await table.settle();
    const lead = await matchOf(table, matchId);
    expect((lead.state as LoneWolvesState).phase).toBe('follow');
    const followDm = fake.latestDm(ben)!;
    expect(moveControls(followDm).map((x) => x.label)).toEqual(['🔺4', '🔺5', '🔺6']);
    // Ben picks his wolf on the first process…
    const wolf = componentsOf(followDm).find((x) => x.label === '🔺6')!;
    const picked = await fake.clickButton({ user: ben, message: followDm, customId: wolf.customId });
    expect(picked.type).toBe(7);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = await launch();
    await table.settle();
    // …and its territory on the second: the buttons the first process drew still play.
    const where = fake.message(followDm.id)!;
    const territory = componentsOf(where).find((x) => idAction(x.customId) === `p2.3`)!;
    expect(territory.label).toBe('🟡 Territory 4 (strength 0 : 0)');
    const played = await fake.clickButton({ user: ben, message: where, customId: territory.customId });
    expect(played.type).toBe(7);
    await table.settle();
    const s = await matchOf(table, matchId);
    expect(s.version).toBe(lead.version + 1);
    expect((s.state as LoneWolvesState).tricks).toBe(1);
    // The "Show my hand" button of the board the first process posted answers on the second.
    const board = fake.message(lead.boardMessageId!)!;
    const shown = await fake.clickButton({ user: ann, message: board, customId: componentsOf(board).find((x) => x.customId.endsWith(':!hand'))!.customId, unchecked: true });
    expect(shown.ephemeral).toBe(true);
    expect(JSON.stringify(shown.data)).toContain('Your wolves');
    for (let turn = await turnOf(table, matchId); turn.user; turn = await turnOf(table, matchId)) {
      await clickCode(table, turn.user, fake.latestDm(turn.user)!, loneWolves.encodeAction(moonChaser(await state(table, matchId))));
      await table.settle();
    }
    expect((await matchOf(table, matchId)).status).toBe('finished');
    const report = await assertNoLoneWolvesLeaks({ fake, read: table.read });
    expect(report.payloads).toBeGreaterThan(50);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
