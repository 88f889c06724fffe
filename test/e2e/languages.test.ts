/**
 * English and German through the fake Discord: DMs and private answers in
 * the player's Discord language, channel messages in the server's (its
 * locale, or /settings language), every message checked for phrases of the
 * other language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { games } from '../../src/games/index.js';
import { translator, type Language } from '../../src/discord/i18n/index.js';
import { componentsOf, type FakeUser, type StoredMessage } from '../support/fake-discord/index.js';
import { startHarness, type Harness } from '../support/bot-harness.js';
import { foreignPhrases, visibleText } from '../support/language-check.js';
import { assertNoLeaks } from '../support/leak-check.js';
import { idAction, makeRand, playMatchByDm, startLonersMatch, turnOf } from '../support/game-driver.js';

let h: Harness | undefined;
afterEach(async () => {
  // The privacy check holds in German too (hands are recognised in both languages).
  if (h) await assertNoLeaks(h);
  await h?.close();
  h = undefined;
});

const de = translator('de', 'loners');

function expectLanguage(messages: StoredMessage[], lang: Language, where: string): void {
  expect(messages.length, `messages in ${where}`).toBeGreaterThan(0);
  for (const m of messages) {
    const text = visibleText(m);
    expect(foreignPhrases(text, lang), `${where}: ${text.slice(0, 300)}`).toEqual([]);
    for (const old of m.history) expect(foreignPhrases(visibleText(old), lang), `${where} (earlier version)`).toEqual([]);
  }
}

const dmsOf = (h: Harness, user: FakeUser) => h.fake.messages(h.fake.dmChannel(user).id);

describe('German', () => {
  it('a full Loners match on a German server with German players: lobby, DMs, board, announcements, leaderboard', async () => {
    h = await startHarness({ players: 3, seeds: ['de-loners'], locale: 'de', guildLocale: 'de' });
    const matchId = await startLonersMatch(h, h.users);
    const board = h.fake.message((await turnOf(h, matchId)).match.boardMessageId!)!;
    expect(componentsOf(board).find((c) => idAction(c.customId) === '!hand')?.label).toBe(de('showHand'));
    await playMatchByDm(h, matchId, makeRand(8));
    expect((await turnOf(h, matchId)).match.status).toBe('finished');
    const lb = await h.fake.slashCommand({ user: h.users[1]!, channelId: h.channel.id, name: 'loners', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain('Loners-Rangliste');

    const channel = h.fake.messages(h.channel.id);
    expect(channel.some((m) => m.content.includes('gewinnt die Partie'))).toBe(true);
    expect(channel.some((m) => m.content.startsWith('🥊 Runde 1 geht an'))).toBe(true);
    expectLanguage(channel, 'de', 'the channel');
    for (const user of h.users) expectLanguage(dmsOf(h, user), 'de', `${user.username}'s DMs`);
    // The privacy check saw the German hands (and found none where it should not).
    expect((await assertNoLeaks(h)).hands).toBeGreaterThan(20);
    const rules = await h.fake.slashCommand({ user: h.users[0]!, channelId: h.channel.id, name: 'loners', subcommand: 'rules' });
    expect(rules.ephemeral).toBe(true);
    expectLanguage([rules.message()!], 'de', '/loners rules');
  });

  it('a Scoundrel run in German, from the board to the score on the leaderboard', async () => {
    h = await startHarness({ players: 1, seeds: ['de-scoundrel'], locale: 'de', guildLocale: 'de' });
    const user = h.users[0]!;
    const start = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'play' });
    await h.settle();
    const scoundrel = games.scoundrel!;
    for (let i = 0; i < 200; i++) {
      const [run] = await h.read((q) => q.db.select().from(q.t.matches).where(eq(q.t.matches.hostUserId, user.id)));
      if (!run) throw new Error('no run');
      if (run.status !== 'active') break;
      const code = scoundrel.encodeAction(scoundrel.timeoutAction!(run.state, 0)!);
      const dm = h.fake.latestDm(user)!;
      const button = componentsOf(dm).find((c) => idAction(c.customId) === code)!;
      await h.fake.clickButton({ user, message: dm, customId: button.customId });
      await h.settle();
    }
    const lb = await h.fake.slashCommand({ user, channelId: h.channel.id, name: 'scoundrel', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain('Scoundrel-Rangliste');
    expectLanguage([h.fake.message(start.message()!.id)!, ...h.fake.messages(h.channel.id)], 'de', 'the channel');
    expectLanguage(dmsOf(h, user), 'de', 'the DMs');
  });

  it('a server set to German with an English-speaking player: the board in German, their DMs and private answers in English', async () => {
    h = await startHarness({ players: 2, seeds: ['mixed'] });
    const [admin, guest] = h.users as [FakeUser, FakeUser];
    admin.locale = 'de';
    const set = await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'settings', subcommand: 'language', options: { language: 'de' } });
    expect(set.ephemeral).toBe(true);
    expect(set.content).toContain('**Deutsch**');
    const matchId = await startLonersMatch(h, [admin, guest]);
    const turn = await turnOf(h, matchId);
    await playMatchByDm(h, matchId, makeRand(5), 6);
    expectLanguage(h.fake.messages(h.channel.id), 'de', 'the channel');
    expectLanguage(dmsOf(h, guest), 'en', "the English player's DMs");
    expectLanguage(dmsOf(h, admin), 'de', "the German player's DMs");
    // A private answer follows the clicker: a stale click by the English player is refused in English.
    const board = h.fake.message((await turnOf(h, matchId)).match.boardMessageId!)!;
    const shown = await h.fake.clickButton({ user: guest, message: board, customId: componentsOf(board).find((c) => idAction(c.customId) === '!hand')!.customId });
    expect(shown.ephemeral).toBe(true);
    expectLanguage([shown.message()!], 'en', "the English player's hand");
    expect(turn.match.id).toBe(matchId);
    // Back to automatic: the server's own locale (English here).
    await h.fake.slashCommand({ user: admin, channelId: h.channel.id, name: 'settings', subcommand: 'language', options: { language: 'auto' } });
    const lb = await h.fake.slashCommand({ user: guest, channelId: h.channel.id, name: 'loners', subcommand: 'leaderboard' });
    expect(JSON.stringify(lb.data)).toContain('Loners leaderboard');
  });

  it('/settings language is for members with Manage Server only', async () => {
    h = await startHarness({ players: 2 });
    const guest = h.users[1]!;
    const answer = await h.fake.slashCommand({ user: guest, channelId: h.channel.id, name: 'settings', subcommand: 'language', options: { language: 'de' } });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('Manage Server');
  });

  it('every slash command has a German description and German choices, within Discord limits', async () => {
    h = await startHarness({ players: 1 });
    for (const command of h.fake.commands()) {
      const walk = (node: Record<string, unknown>, path: string) => {
        if (typeof node.description === 'string') {
          expect(node.description.length, path).toBeLessThanOrEqual(100);
          // Words, not a missing key echoed back ("description", "commands.page").
          expect(node.description, path).not.toMatch(/^[a-z][\w-]*(\.[\w-]+)*$/);
          const local = (node.description_localizations as Record<string, string> | undefined)?.de;
          expect(local, `${path}: German description`).toBeTruthy();
          expect(local!.length, path).toBeLessThanOrEqual(100);
          expect(local, path).not.toMatch(/^[a-z][\w-]*(\.[\w-]+)*$/);
        }
        const nameDe = (node.name_localizations as Record<string, string> | undefined)?.de;
        if (nameDe !== undefined) expect(nameDe, path).toMatch(/^[-_\p{Ll}\p{N}]{1,32}$/u);
        for (const choice of (node.choices as Record<string, unknown>[] | undefined) ?? []) {
          expect((choice.name_localizations as Record<string, string> | undefined)?.de, `${path}: choice ${String(choice.value)}`).toBeTruthy();
        }
        for (const option of (node.options as Record<string, unknown>[] | undefined) ?? []) walk(option, `${path} ${String(option.name)}`);
      };
      walk(command.json, `/${command.name}`);
    }
  });
});
