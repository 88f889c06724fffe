// Calibrates the fake Discord's check of request bodies (Discord's OpenAPI
// document and the rules it does not encode): what the bot really sends
// passes, and a body broken on purpose, one per rule, is refused with 400 /
// 50035 naming the field at fault, and recorded so that it fails the test.
import { ButtonStyle, ComponentType, DiscordAPIError, InteractionResponseType, InteractionType, MessageFlags, REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommands } from '../commands/index.js';
import type { Match, MatchPlayer } from '../src/db/schema/sqlite.js';
import { compose, type Outgoing } from '../src/discord/layout.js';
import { boardPayload, handPayload, lobbyPayload, type Names } from '../src/discord/render.js';
import { games } from '../src/games/index.js';
import { assertNoInvalidPayloads, startFakeDiscord } from './support/fake-discord/index.ts';
import type { FakeChannel, FakeDiscord, FakeUser } from './support/fake-discord/index.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const NAMES: Names = { guildName: () => 'Card Club', displayName: (id) => `Player ${id}` };

/** A Loners match of four seats, a few moves in, as the database would hand it to the renderers. */
function lonersMatch(status: 'lobby' | 'active'): { match: Match; players: MatchPlayer[] } {
  const engine = games.loners!;
  let state = engine.setup({ players: 4, seed: 'validation', options: {} });
  for (let i = 0; i < 3; i++) {
    const seat = engine.toAct(state)!;
    const res = engine.apply(state, seat, engine.legalActions(state, seat)[0]);
    if (res.ok) state = res.state;
  }
  const match = {
    id: 'valid0000', game: 'loners', guildId: '1', channelId: '2', hostUserId: '10', status, options: {}, seed: 'validation',
    state: status === 'lobby' ? null : state, version: 3, lobbyExpiresAt: Date.now() + 60_000, turnDeadline: Date.now() + 60_000, computerTakeover: false,
  } as unknown as Match;
  const players = [0, 1, 2, 3].map((seat) => ({ seat, userId: String(10 + seat), forfeited: false, computer: null }) as unknown as MatchPlayer);
  return { match, players };
}

/** A board or hand with its picture, as the bot sends it with images on (Components V2, the PNG uploaded). */
function withPicture(payload: Outgoing['body'] | ReturnType<typeof boardPayload>, filename: string): Outgoing {
  return compose({ payload: payload as ReturnType<typeof boardPayload>, news: 'Player 11 played.', picture: { filename } }, { v2: true, png: PNG });
}

const button = (extra: object) => ({ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: 'g:m:1:a', label: 'Play', ...extra });
const row = (...components: object[]) => ({ type: ComponentType.ActionRow, components });
const text = (content: string) => ({ type: ComponentType.TextDisplay, content });
const V2 = MessageFlags.IsComponentsV2;

describe('the fake Discord checks every body it receives', () => {
  let fake: FakeDiscord;
  let rest: REST;
  let table: FakeChannel;
  let alice: FakeUser;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    alice = fake.addUser({ username: 'alice' });
    table = fake.addTextChannel(fake.addGuild({ name: 'Card Club', owner: alice }), 'table');
    rest = new REST({ api: fake.apiUrl, retries: 0 }).setToken(fake.token);
  });

  afterAll(() => fake.stop());

  /** An interaction of alice's on `messageId` (a click), answerable once through its callback. */
  function interaction(messageId: string | null): { id: string; token: string } {
    const id = fake.store.nextId();
    const token = `token-${id}`;
    fake.store.interactions.set(id, {
      id, token, type: InteractionType.MessageComponent, userId: alice.id, channelId: table.id, guildId: null, sourceMessageId: messageId,
      label: 'calibration', createdAt: Date.now(), callback: null, originalMessageId: null, events: [],
    });
    return { id, token };
  }

  const post = (body: object, files: Outgoing['files'] = []) => rest.post(Routes.channelMessages(table.id), { body, files }) as Promise<{ id: string; attachments: { id: string }[] }>;
  const callback = (messageId: string | null, body: object, files: Outgoing['files'] = []) => {
    const { id, token } = interaction(messageId);
    return rest.post(Routes.interactionCallback(id, token), { body, files, auth: false });
  };

  /** Expects `send` to be refused as Discord would, and returns the one problem the fake recorded. */
  async function refused(send: Promise<unknown>): Promise<string> {
    const error = await send.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 400, code: 50035 });
    const taken = fake.takeInvalidPayloads();
    expect(taken).toHaveLength(1);
    return taken[0]!.problems;
  }

  describe('what the bot sends passes', () => {
    it('the command registration built by buildCommands()', async () => {
      await rest.put(Routes.applicationCommands(fake.bot.id), { body: buildCommands().map((c) => c.definition) });
      expect(fake.commands().length).toBe(buildCommands().length);
      expect(fake.invalidPayloads).toEqual([]);
    });

    it('a lobby, a board and a hand with their pictures (Components V2 + upload), and an edit keeping the picture', async () => {
      const lobby = lonersMatch('lobby');
      await post(lobbyPayload(lobby.match, lobby.players, 'en'));
      const { match, players } = lonersMatch('active');
      const board = withPicture(boardPayload(match, players, NAMES, 'en'), 'board-valid.png');
      const sent = await post(board.body, board.files);
      const seat = games.loners!.toAct(match.state as never)!;
      const hand = withPicture(handPayload(match, players, seat, NAMES, 'en'), 'hand-valid.png');
      await post(hand.body, hand.files);
      const kept = compose({ payload: boardPayload(match, players, NAMES, 'de'), news: null, picture: { filename: 'board-valid.png' } }, { v2: true, keepId: sent.attachments[0]!.id, edit: true });
      await rest.patch(Routes.channelMessage(table.id, sent.id), { body: kept.body, files: kept.files });
      // A click answered with the hand and its picture, and one updating the board in place.
      await callback(null, { type: InteractionResponseType.ChannelMessageWithSource, data: { ...hand.body, flags: V2 | MessageFlags.Ephemeral } }, hand.files);
      await callback(sent.id, { type: InteractionResponseType.UpdateMessage, data: board.body }, board.files);
      expect(fake.invalidPayloads).toEqual([]);
      expect(fake.message(sent.id)?.attachments.map((a) => a.filename)).toEqual(['board-valid.png']);
    });
  });

  describe('a body broken on purpose is refused, naming the field', () => {
    it('a field of the wrong type', async () => {
      expect(await refused(post({ content: 42 }))).toMatch(/^content\[BASE_TYPE_BAD_TYPE\]/);
    });

    it('an unknown component type', async () => {
      expect(await refused(post({ components: [{ type: 99, content: 'x' }] }))).toMatch(/^components\[0\]\.type\[BASE_TYPE_CHOICES\]/);
    });

    it('a custom_id of 101 characters', async () => {
      expect(await refused(post({ components: [row(button({ custom_id: 'x'.repeat(101) }))] })))
        .toMatch(/^components\[0\]\.components\[0\]\.custom_id\[BASE_TYPE_MAX_LENGTH\]/);
    });

    it('a button label of 81 characters', async () => {
      expect(await refused(post({ components: [row(button({ label: 'x'.repeat(81) }))] })))
        .toMatch(/^components\[0\]\.components\[0\]\.label\[BASE_TYPE_MAX_LENGTH\]/);
    });

    it('a select menu of 26 options', async () => {
      const options = Array.from({ length: 26 }, (_, i) => ({ label: `Card ${i}`, value: String(i) }));
      expect(await refused(post({ components: [row({ type: ComponentType.StringSelect, custom_id: 'g:m:1:pick', options })] })))
        .toMatch(/^components\[0\]\.components\[0\]\.options\[BASE_TYPE_MAX_LENGTH\]/);
    });

    it('41 components in a V2 message (a container of 40)', async () => {
      const container = { type: ComponentType.Container, components: Array.from({ length: 40 }, (_, i) => text(`line ${i}`)) };
      expect(await refused(post({ flags: V2, components: [container] }))).toMatch(/^components\[MESSAGE_RULE\]: 41 components/);
    });

    it('4,001 characters of text displays in all', async () => {
      expect(await refused(post({ flags: V2, components: [text('x'.repeat(2000)), text('y'.repeat(2001))] })))
        .toMatch(/^components\[MESSAGE_RULE\]: 4001 characters/);
    });

    it('content or embeds on a V2 message', async () => {
      expect(await refused(post({ flags: V2, content: 'hello', components: [text('hi')] }))).toMatch(/^content\[MESSAGE_RULE\]/);
      expect(await refused(post({ flags: V2, embeds: [{ title: 'Board' }], components: [text('hi')] }))).toMatch(/^embeds\[MESSAGE_RULE\]/);
    });

    it('an attachment:// neither uploaded nor kept, in a gallery or an embed, also in a click answer', async () => {
      const gallery = { type: ComponentType.MediaGallery, items: [{ media: { url: 'attachment://x.png' } }] };
      expect(await refused(post({ flags: V2, components: [gallery] }))).toMatch(/^components\[MESSAGE_RULE\]: attachment:\/\/x\.png/);
      expect(await refused(post({ embeds: [{ title: 'Board', image: { url: 'attachment://x.png' } }] }))).toMatch(/^embeds\[MESSAGE_RULE\]/);
      expect(await refused(callback(null, { type: InteractionResponseType.ChannelMessageWithSource, data: { flags: V2, components: [gallery] } })))
        .toMatch(/^components\[MESSAGE_RULE\]/);
      // An edit that drops the attachment its gallery shows.
      const sent = await post({ flags: V2, components: [gallery], attachments: [{ id: 0, filename: 'x.png' }] }, [{ name: 'x.png', data: PNG }]);
      expect(await refused(rest.patch(Routes.channelMessage(table.id, sent.id), { body: { components: [gallery], attachments: [] } })))
        .toMatch(/^components\[MESSAGE_RULE\]/);
    });

    it('a missing required field', async () => {
      expect(await refused(post({ components: [row({ type: ComponentType.Button, custom_id: 'g:m:1:a', label: 'Play' })] })))
        .toMatch(/^components\[0\]\.components\[0\]\.style\[BASE_TYPE_REQUIRED\]/);
    });

    it('a broken click answer (the callback route), under `data`', async () => {
      expect(await refused(callback(null, { type: InteractionResponseType.ChannelMessageWithSource, data: { components: [row(button({ custom_id: '' }))] } })))
        .toMatch(/^data\.components\[0\]\.components\[0\]\.custom_id\[BASE_TYPE_MIN_LENGTH\]/);
    });
  });

  describe("the schema's known disagreements with Discord's documentation are accepted, and no more", () => {
    it('a numeric attachment id only when it is the index of a file uploaded with the request', async () => {
      await post({ content: 'a picture', attachments: [{ id: 0, filename: 'p.png' }] }, [{ name: 'p.png', data: PNG }]);
      expect(fake.invalidPayloads).toEqual([]);
      expect(await refused(post({ content: 'no picture', attachments: [{ id: 0, filename: 'p.png' }] }))).toMatch(/^attachments\[0\]\.id\[BASE_TYPE_BAD_TYPE\]/);
    });

    it('a string default_member_permissions only when it is a number', async () => {
      const command = { name: 'admin', description: 'Server settings', default_member_permissions: '32' };
      await rest.put(Routes.applicationCommands(fake.bot.id), { body: [command] });
      expect(fake.invalidPayloads).toEqual([]);
      expect(await refused(rest.put(Routes.applicationCommands(fake.bot.id), { body: [{ ...command, default_member_permissions: 'admins' }] })))
        .toMatch(/^\[0\]\.default_member_permissions\[BASE_TYPE_BAD_TYPE\]/);
    });
  });

  describe('a refused body fails the test after it, unless taken or allowed', () => {
    it('is reported by the after-test check, which then forgets it', async () => {
      await post({ content: 42 }).catch(() => undefined);
      expect(() => assertNoInvalidPayloads()).toThrow(/POST \/channels\/\d+\/messages\n {2}content\[BASE_TYPE_BAD_TYPE\]/);
      expect(fake.invalidPayloads).toEqual([]);
      expect(() => assertNoInvalidPayloads()).not.toThrow();
    });

    it('is only refused by a fake started with allowInvalidPayloads', async () => {
      const lenient = await startFakeDiscord({ allowInvalidPayloads: true });
      try {
        const owner = lenient.addUser();
        const channel = lenient.addTextChannel(lenient.addGuild({ name: 'Lenient', owner }), 'table');
        const lenientRest = new REST({ api: lenient.apiUrl, retries: 0 }).setToken(lenient.token);
        await expect(lenientRest.post(Routes.channelMessages(channel.id), { body: { content: 42 } })).rejects.toMatchObject({ code: 50035 });
        expect(lenient.invalidPayloads).toHaveLength(1);
        expect(() => assertNoInvalidPayloads()).not.toThrow();
      } finally {
        await lenient.stop();
      }
    });
  });
});
