// The fake Discord against the real discord.js client and a tiny inline bot.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ActionRowBuilder, ApplicationCommandOptionType, ButtonBuilder, ButtonStyle, Client, DiscordAPIError, Events,
  GatewayIntentBits, InteractionResponseType, MessageFlags, Routes, StringSelectMenuBuilder,
} from 'discord.js';
import type { Interaction, InteractionCallbackResponse, TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentsOf, startFakeDiscord } from './support/fake-discord/index.ts';
import type { FakeChannel, FakeDiscord, FakeGuild, FakeUser } from './support/fake-discord/index.ts';

const button = (customId: string, label: string) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(customId).setLabel(label).setStyle(ButtonStyle.Primary));

/** The select answer, fetched `withResponse`, to check the fake's callback response. */
let lastPick: InteractionCallbackResponse | undefined;

/** The tiny bot: /play replies with a button; clicking it updates the message and DMs a hand. */
async function handle(interaction: Interaction): Promise<void> {
  if (interaction.isChatInputCommand() && interaction.commandName === 'play') {
    if (interaction.options.getSubcommand() === 'slow') {
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.editReply('slow done');
      await interaction.followUp({ content: 'and a followup', flags: MessageFlags.Ephemeral });
      return;
    }
    const seats = interaction.options.getInteger('seats') ?? 2;
    const rival = interaction.options.getUser('rival');
    const content = `Lobby for ${seats}${rival ? ` vs ${rival.username}` : ''}`;
    await interaction.reply({ content, components: [button('start', 'Start')] });
  } else if (interaction.isButton() && interaction.customId === 'start') {
    await interaction.update({ content: 'Game started', components: [] });
    const pick = new StringSelectMenuBuilder().setCustomId('pick')
      .addOptions({ label: 'Ace', value: 'A' }, { label: 'King', value: 'K' });
    await interaction.user.send({
      content: 'Your hand',
      components: [button('card:7', 'Play 7'), new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(pick)],
    });
  } else if (interaction.isButton() && interaction.customId.startsWith('card:')) {
    await interaction.update({ content: `You played ${interaction.customId.slice(5)}`, components: [] });
  } else if (interaction.isStringSelectMenu()) {
    lastPick = await interaction.reply({
      content: `Picked ${interaction.values.join()}`, flags: MessageFlags.Ephemeral, withResponse: true });
  }
}

describe('fake Discord with the real discord.js client', () => {
  let fake: FakeDiscord;
  let client: Client<true>;
  let alice: FakeUser;
  let bob: FakeUser;
  let guild: FakeGuild;
  let table: FakeChannel;

  beforeAll(async () => {
    // A short heartbeat so that the ACK path runs during the test.
    fake = await startFakeDiscord({ heartbeatIntervalMs: 100 });
    alice = fake.addUser({ username: 'alice' });
    bob = fake.addUser({ username: 'bob' });
    guild = fake.addGuild({ name: 'Card Club', owner: alice, members: [bob] });
    table = fake.addTextChannel(guild, 'table');

    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    client.on(Events.InteractionCreate, (interaction) => void handle(interaction));
    // Attached before login: clientReady can fire before login() resolves.
    const ready = once(client, Events.ClientReady);
    await client.login(fake.token);
    await ready;
    await client.application.commands.set([{
      name: 'play',
      description: 'Play cards',
      options: [
        { type: ApplicationCommandOptionType.Subcommand, name: 'start', description: 'Open a lobby',
          options: [
            { type: ApplicationCommandOptionType.Integer, name: 'seats', description: 'Seats' },
            { type: ApplicationCommandOptionType.User, name: 'rival', description: 'Rival' },
          ] },
        { type: ApplicationCommandOptionType.Subcommand, name: 'slow', description: 'Deferred answer' },
      ],
    }], guild.id);
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.stop();
  });

  it('connects the client, acknowledges heartbeats and stores the registered command', async () => {
    expect(client.guilds.cache.get(guild.id)?.name).toBe('Card Club');
    expect(client.channels.cache.has(table.id)).toBe(true);
    expect(fake.commands(guild).map((c) => c.name)).toEqual(['play']);
    await vi.waitFor(() => expect(client.ws.ping).toBeGreaterThanOrEqual(0));
  });

  it('sends only the bot itself among the members, as Discord does without the presences intent', () => {
    const members = client.guilds.cache.get(guild.id)!.members.cache;
    expect([...members.keys()]).toEqual([client.user!.id]);
    expect(client.users.cache.has(bob.id)).toBe(false);
  });

  it('announces a guild added after login', async () => {
    const late = fake.addGuild({ name: 'Late Club', owner: bob });
    await vi.waitFor(() => expect(client.guilds.cache.get(late.id)?.name).toBe('Late Club'));
  });

  it('plays a command, a click, a DM and a DM click through to the answers', async () => {
    const lobby = await fake.slashCommand({
      user: alice, channelId: table.id, name: 'play', subcommand: 'start', options: { seats: 3, rival: bob } });
    expect(lobby.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(lobby.content).toBe('Lobby for 3 vs bob');
    expect(lobby.ephemeral).toBe(false);
    const lobbyMessage = lobby.message();
    expect(lobbyMessage && componentsOf(lobbyMessage).map((c) => c.customId)).toEqual(['start']);

    const start = await fake.clickButton({ user: alice, message: lobby.message() ?? { id: '' }, customId: 'start' });
    expect(start.type).toBe(InteractionResponseType.UpdateMessage);
    expect(fake.messages(table.id).at(-1)?.content).toBe('Game started');
    expect(fake.messages(table.id).at(-1)?.history.map((v) => v.content)).toEqual(['Lobby for 3 vs bob']);

    const hand = await fake.waitForMessage((m) => m.channelId === fake.dmChannel(alice).id);
    expect(hand.content).toBe('Your hand');
    expect(fake.latestDm(alice)?.id).toBe(hand.id);

    const played = await fake.clickButton({ user: alice, message: hand, customId: 'card:7' });
    expect(played.type).toBe(InteractionResponseType.UpdateMessage);
    expect(fake.latestDm(alice)?.content).toBe('You played 7');
  });

  it('answers a select menu in a DM with an ephemeral reply', async () => {
    await fake.clickButton({ user: bob, message: await lobbyMessage(bob), customId: 'start' });
    const hand = await fake.waitForMessage((m) => m.channelId === fake.dmChannel(bob).id);
    const picked = await fake.selectMenu({ user: bob, message: hand, customId: 'pick', values: ['K'] });
    expect(picked.content).toBe('Picked K');
    expect(picked.ephemeral).toBe(true);
    // The answer resolves when the fake gets the callback, before the bot reads the response.
    await vi.waitFor(() => expect(lastPick?.resource?.message?.content).toBe('Picked K'));
    expect(lastPick?.interaction.responseMessageEphemeral).toBe(true);
    await expect(fake.clickButton({ user: alice, message: hand, customId: 'card:7' })).rejects.toThrow(/cannot see/);
  });

  it('follows a deferred reply through editReply and followUp', async () => {
    const slow = await fake.slashCommand({ user: bob, channelId: table.id, name: 'play', subcommand: 'slow' });
    expect(slow.type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(slow.ephemeral).toBe(true);
    await slow.waitFor('edit');
    expect(slow.message()?.content).toBe('slow done');
    const followup = await slow.waitFor('followup');
    expect(fake.message(followup.messageId)?.content).toBe('and a followup');
  });

  it('logs every request body with its target', async () => {
    await fake.idle();
    const dm = fake.requests.find((r) => r.route === 'POST /channels/:channelId/messages' && r.target.dmRecipientId === alice.id);
    expect(dm?.body).toMatchObject({ content: 'Your hand' });
    expect(dm?.target.audience).toEqual({ kind: 'user', userId: alice.id });
    const callbacks = fake.requests.filter((r) => r.route === 'POST /interactions/:interactionId/:token/callback');
    expect(callbacks.length).toBeGreaterThanOrEqual(5);
    expect(callbacks[0]?.target).toMatchObject({ interactionUserId: alice.id, channelId: table.id });
    expect(callbacks[0]?.body).toMatchObject({ type: 4, data: { content: 'Lobby for 3 vs bob' } });
    expect(fake.requests.some((r) => r.path.endsWith('/messages/@original') && r.method === 'PATCH')).toBe(true);
  });

  it('accepts file uploads (multipart/form-data)', async () => {
    const channel = client.channels.cache.get(table.id) as TextChannel;
    const sent = await channel.send({ content: 'board', files: [{ attachment: Buffer.from('png'), name: 'board.png' }] });
    expect(fake.message(sent.id)?.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(fake.requests.at(-1)).toMatchObject({ body: { content: 'board' }, files: ['board.png'] });
  });

  it('injects failures: closed DMs, rate limits, repeated and unknown interactions', async () => {
    fake.faults.blockDms(bob.id);
    const user = await client.users.fetch(bob.id);
    const closed = await user.send('hello').catch((error: unknown) => error);
    expect(closed).toBeInstanceOf(DiscordAPIError);
    expect(closed).toMatchObject({ code: 50007, status: 403 });
    fake.faults.unblockDms(bob.id);

    fake.faults.rateLimit('POST /channels/:channelId/messages', { times: 1, retryAfterSeconds: 0.05 });
    const channel = client.channels.cache.get(table.id) as TextChannel;
    await channel.send('after a 429');
    const statuses = fake.requests.filter((r) => r.body && JSON.stringify(r.body).includes('after a 429')).map((r) => r.status);
    expect(statuses).toEqual([429, 200]);

    const answered = fake.requests.find((r) => r.route === 'POST /interactions/:interactionId/:token/callback');
    const [interactionId = '', token = ''] = answered?.path.split('/').slice(2, 4) ?? [];
    const again = client.rest.post(Routes.interactionCallback(interactionId, token), { body: { type: 6 }, auth: false });
    await expect(again).rejects.toMatchObject({ code: 40060 });
    const unknown = client.rest.post(Routes.interactionCallback('1234567890123456789', 'nope'), { body: { type: 6 }, auth: false });
    await expect(unknown).rejects.toMatchObject({ code: 10062 });
  });

  it('resumes after op 7 RECONNECT, replaying what was sent meanwhile', async () => {
    const resumed = fake.reconnect();
    await sleep(50); // discord.js waits 500 ms before it reconnects
    const lobby = fake.slashCommand({ user: bob, channelId: table.id, name: 'play', subcommand: 'start' });
    await resumed;
    expect((await lobby).content).toBe('Lobby for 2');
  });

  it('rejects with a clear error when the bot never answers', async () => {
    await expect(fake.sendInteraction({ type: 99 }, { label: 'a bogus type', timeoutMs: 100 }))
      .rejects.toThrow(/Timed out after 100 ms waiting for the bot to answer a bogus type/);
  });

  /** A fresh lobby opened by `user`, to click its Start button. */
  async function lobbyMessage(user: FakeUser) {
    const lobby = await fake.slashCommand({ user, channelId: table.id, name: 'play', subcommand: 'start' });
    const message = lobby.message();
    if (!message) throw new Error('no lobby message');
    return message;
  }
});
