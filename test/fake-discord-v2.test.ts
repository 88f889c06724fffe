// The fake Discord and Components V2 messages with uploads, through the real
// discord.js REST client: multipart bodies (`payload_json` + `files[n]`),
// attachments stored with their bytes, kept or replaced on edit, and the
// rules Discord enforces on V2 messages (no content or embeds, the flag
// cannot be removed, a gallery shows the message's own attachments, 40
// components and 4,000 characters); buttons inside containers are found.
import { ButtonStyle, Client, ComponentType, DiscordAPIError, GatewayIntentBits, MessageFlags, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf, startFakeDiscord } from './support/fake-discord/index.ts';
import type { FakeChannel, FakeDiscord } from './support/fake-discord/index.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function v2(file: string, text = 'Your turn') {
  return {
    flags: MessageFlags.IsComponentsV2,
    components: [
      {
        type: ComponentType.Container,
        accent_color: 0x5865f2,
        components: [
          { type: ComponentType.TextDisplay, content: text },
          { type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${file}` }, description: 'the board' }] },
          { type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: 'g:m:1:!hand', label: 'Show my hand' }] },
        ],
      },
    ],
  };
}

describe('fake Discord: Components V2 messages with pictures', () => {
  let fake: FakeDiscord;
  let client: Client<true>;
  let channel: FakeChannel;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    const owner = fake.addUser({ username: 'owner' });
    const guild = fake.addGuild({ name: 'Pictures', owner });
    channel = fake.addTextChannel(guild, 'table');
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
    await client.login(fake.token);
    await ready;
  });

  afterAll(async () => {
    await client.destroy();
    await fake.stop();
  });

  const post = (body: object, files: { name: string; data: Buffer }[] = []) =>
    client.rest.post(Routes.channelMessages(channel.id), { body, files }) as Promise<{ id: string; attachments: { id: string; filename: string; size: number }[] }>;
  const patch = (id: string, body: object, files: { name: string; data: Buffer }[] = []) =>
    client.rest.patch(Routes.channelMessage(channel.id, id), { body, files }) as Promise<{ id: string; attachments: { id: string; filename: string }[] }>;

  it('stores a V2 message and its upload (bytes, size, type); buttons inside the container are found', async () => {
    const sent = await post({ ...v2('board-a.png'), attachments: [{ id: 0, filename: 'board-a.png' }] }, [{ name: 'board-a.png', data: PNG }]);
    const stored = fake.message(sent.id);
    expect(stored?.flags).toBe(MessageFlags.IsComponentsV2);
    expect(stored?.attachments).toMatchObject([{ filename: 'board-a.png', size: PNG.length, contentType: 'image/png' }]);
    expect(stored?.attachments[0]?.data.equals(PNG)).toBe(true);
    expect(sent.attachments).toMatchObject([{ filename: 'board-a.png', size: PNG.length }]);
    expect(componentsOf(stored!).map((c) => c.customId)).toEqual(['g:m:1:!hand']);
    const request = fake.requests.at(-1);
    expect(request?.files).toEqual(['board-a.png']);
    expect(request?.uploads[0]).toMatchObject({ field: 'files[0]', name: 'board-a.png' });
  });

  it('keeps an attachment listed by id on edit, and replaces it with a new upload', async () => {
    const sent = await post({ ...v2('board-a.png'), attachments: [{ id: 0, filename: 'board-a.png' }] }, [{ name: 'board-a.png', data: PNG }]);
    const kept = await patch(sent.id, { ...v2('board-a.png', 'Another text'), attachments: [{ id: sent.attachments[0]?.id }] });
    expect(kept.attachments.map((a) => a.id)).toEqual([sent.attachments[0]?.id]);
    const replaced = await patch(sent.id, { ...v2('board-b.png'), attachments: [{ id: 0, filename: 'board-b.png' }] }, [{ name: 'board-b.png', data: PNG }]);
    expect(replaced.attachments.map((a) => a.filename)).toEqual(['board-b.png']);
    expect(fake.message(sent.id)?.history).toHaveLength(2);
  });

  it('refuses what Discord refuses (400, code 50035)', async () => {
    const refused = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err);
    const withContent = await refused(post({ ...v2('x.png'), content: 'hello', attachments: [{ id: 0, filename: 'x.png' }] }, [{ name: 'x.png', data: PNG }]));
    expect(withContent).toBeInstanceOf(DiscordAPIError);
    expect(withContent).toMatchObject({ code: 50035, status: 400 });
    // The gallery shows a file the message does not have.
    expect(await refused(post(v2('missing.png')))).toMatchObject({ code: 50035 });
    // A container without the flag.
    expect(await refused(post({ components: v2('x.png').components }))).toMatchObject({ code: 50035 });
    // Too many components: 41 text displays.
    const many = { flags: MessageFlags.IsComponentsV2, components: Array.from({ length: 41 }, (_, i) => ({ type: ComponentType.TextDisplay, content: `line ${i}` })) };
    expect(await refused(post(many))).toMatchObject({ code: 50035 });
    // Too much text.
    const long = { flags: MessageFlags.IsComponentsV2, components: [{ type: ComponentType.TextDisplay, content: 'x'.repeat(4001) }] };
    expect(await refused(post(long))).toMatchObject({ code: 50035 });
    // The flag cannot be taken off; a text message may become V2 (content emptied).
    const sent = await post({ ...v2('y.png'), attachments: [{ id: 0, filename: 'y.png' }] }, [{ name: 'y.png', data: PNG }]);
    expect(await refused(patch(sent.id, { flags: 0, content: 'text again', components: [] }))).toMatchObject({ code: 50035 });
    // Each refusal is recorded, to fail the test that caused it; this one takes them, sent on purpose.
    expect(fake.takeInvalidPayloads().map((p) => p.problems.split('[')[0])).toEqual(['content', 'components', 'components', 'components', 'components', 'flags']);
    const text = await post({ content: 'a lobby', embeds: [{ title: 'Lobby' }] });
    await patch(text.id, { ...v2('z.png'), content: null, embeds: [], attachments: [{ id: 0, filename: 'z.png' }] }, [{ name: 'z.png', data: PNG }]);
    expect(fake.message(text.id)).toMatchObject({ content: '', embeds: [], flags: MessageFlags.IsComponentsV2 });
  });
});
