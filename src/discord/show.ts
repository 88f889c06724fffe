/**
 * Answering a click with a hand or a board, in the server's layout: the text
 * layout, or (images on) a Components V2 message with its picture. The
 * answer never waits for a picture: when the PNG is not encoded yet, the
 * answer goes out with the text and the picture is edited in right after
 * (through the interaction's token, which costs the bot's rate limit
 * nothing). A picture the clicked message already shows is kept, not
 * uploaded again.
 */
import { MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type Message, type StringSelectMenuInteraction } from 'discord.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import { replyInChannel, replyPrivately, updateClickedWithResponse } from './answer.js';
import type { Language } from './i18n/index.js';
import { awaitsPicture, compose, type Rendered } from './layout.js';
import { renderBoard, renderHand, type RenderedMessage } from './render.js';
import type { PictureRef } from './pictures.js';
import type { BotServices } from './services.js';

type Clicked = ButtonInteraction | StringSelectMenuInteraction;

/** What the bot learns of a clicked message from the click itself (no GET). */
function noteClicked(services: BotServices, message: Message): void {
  services.looks.book.learn({ id: message.id, flags: message.flags.bitfield, attachments: [...message.attachments.values()].map((a) => ({ id: a.id, name: a.name })) });
}

/** A hand as the answer to a click: it replaces the clicked (private) message. Returns the hash of what the message shows. */
export async function updateWithHand(interaction: Clicked, services: BotServices, seated: { match: Match; players: MatchPlayer[]; seat: number }, menu: string | null, lang: Language): Promise<string> {
  const { match, players, seat } = seated;
  const r = renderHand(match, players, seat, services.names, lang, menu, services.delivery.picturesFor(match.guildId), { defer: true });
  return updateWith(interaction, services, match, r, { seat, version: match.version });
}

/** A picture to upload with the answer: one encoded already, unless other clicks are waiting (then it follows the answer). */
function readyPicture(services: BotServices, picture: PictureRef): Buffer | null {
  return services.looks.crowded() ? null : services.looks.pictures.ready(picture);
}

/** Stands for a picture not made yet: the answer shows the text, and the picture follows. */
const NOT_YET = { filename: '' };

/** What the answer shows now (a deferred picture: not yet), and the picture to edit in after it. */
function forAnswer(r: RenderedMessage): { now: Rendered; later: () => RenderedMessage } {
  if (!r.deferred) return { now: r, later: () => r };
  const make = r.deferred;
  return { now: { ...r, picture: NOT_YET }, later: () => ({ ...r, picture: make(), deferred: undefined }) };
}

/** The board as the answer to a click on the lobby: the lobby message becomes the board (whatever the lobby said above it goes). */
export async function updateWithBoard(interaction: Clicked, services: BotServices, match: Match, players: MatchPlayer[], lang: Language): Promise<void> {
  const r = renderBoard(match, players, services.names, lang, services.delivery.picturesFor(match.guildId));
  await updateWith(interaction, services, match, { ...r, payload: { content: '', ...r.payload } });
}

async function updateWith(interaction: Clicked, services: BotServices, match: Match, r: RenderedMessage, hand?: { seat: number; version: number }): Promise<string> {
  const { book } = services.looks;
  const message = interaction.message;
  noteClicked(services, message);
  const { now, later } = forAnswer(r);
  const v2 = now.picture !== null || message.flags.has(MessageFlags.IsComponentsV2);
  const keepId = r.picture ? book.keepable(message.id, r.picture.filename) : null;
  const png = r.picture && !keepId ? readyPicture(services, r.picture) : null;
  const out = compose(now, { v2, png, keepId, edit: true });
  const generation = book.replaced(message.id);
  book.learn(await updateClickedWithResponse(interaction, out));
  if (awaitsPicture(now, out)) {
    services.delivery.pictureLater({ matchId: match.id, interaction, messageId: message.id, generation, render: later, v2, ...(hand ? { hand } : {}) });
  }
  return out.hash;
}

/** A hand as a new private (ephemeral) message, with `note` as its first line. */
export async function replyWithHand(interaction: Clicked, services: BotServices, seated: { match: Match; players: MatchPlayer[]; seat: number }, lang: Language, menu: string | null = null, note?: string): Promise<void> {
  const { match, players, seat } = seated;
  const r = renderHand(match, players, seat, services.names, lang, menu, services.delivery.picturesFor(match.guildId), { defer: true });
  const { now, later } = forAnswer(note === undefined ? r : { ...r, payload: { ...r.payload, content: note } });
  const png = r.picture ? readyPicture(services, r.picture) : null;
  const out = compose(now, { v2: now.picture !== null, png });
  await replyPrivately(interaction, out);
  if (!awaitsPicture(now, out)) return;
  // Only this click's token can change an ephemeral message, so the bot needs no id of it (Discord is not asked to send it back): the picture follows through the token.
  const key = ephemeralKey(interaction);
  noteSent(services, key, out);
  services.delivery.pictureLater({ matchId: match.id, interaction, messageId: key, generation: services.looks.book.replaced(key), render: later, v2: true });
}

/** What the message book calls an ephemeral answer, whose message id the bot never learns. */
function ephemeralKey(interaction: Clicked): string {
  // eslint-disable-next-line i18next/no-literal-string -- a key, not prose
  return `@original:${interaction.id}`;
}

/** The board as the answer to a slash command (a solo run's board in the channel); returns its message id. */
export async function answerWithBoard(interaction: ChatInputCommandInteraction, services: BotServices, match: Match, players: MatchPlayer[], lang: Language, content: string): Promise<string | null> {
  const r = renderBoard(match, players, services.names, lang, services.delivery.picturesFor(match.guildId));
  const rendered = { ...r, payload: { ...r.payload, content } };
  const png = r.picture ? readyPicture(services, r.picture) : null;
  const out = compose(rendered, { v2: r.picture !== null, png });
  const messageId = await replyInChannel(interaction, out);
  if (messageId && awaitsPicture(rendered, out)) {
    noteSent(services, messageId, out);
    services.delivery.pictureLater({ matchId: match.id, interaction, messageId, generation: services.looks.book.replaced(messageId), render: () => rendered, v2: true });
  }
  return messageId;
}

function noteSent(services: BotServices, messageId: string, out: { body: { flags?: number } }): void {
  services.looks.book.learn({ id: messageId, flags: out.body.flags ?? 0, attachments: [] });
}
