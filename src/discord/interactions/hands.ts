/**
 * A hand as an answer: replacing the clicked private message (a DM or an
 * ephemeral hand), or as a new ephemeral message ("Show my hand", a refusal
 * that brings the current hand). A hand never lands in a channel. What the
 * answer showed is recorded once it went out, so delivery does not send it
 * again.
 */
import { MessageFlags, type APIMessage } from 'discord-api-types/v10';
import type { Seated } from '../../play/act.js';
import { clickedHandShown } from '../../play/shown.js';
import type { App } from '../app.js';
import { renderHand } from '../render.js';
import { loadTable, type Table } from '../table.js';
import { languageOf } from '../i18n/index.js';
import type { Ix } from './ix.js';
import { pictureAnswer, pictureFollows } from './picture-answer.js';
import { privately, update, type Reply } from './reply.js';

/** Whether the clicked message is private: a DM with the bot, or an ephemeral answer. */
export function onPrivateMessage(ix: Ix): boolean {
  return ix.guildId === null || ((ix.message?.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
}

/** Whether a V2 layout is needed: pictures on, or the message being replaced already is one (that cannot be undone). */
const v2For = (table: Table, replacing?: APIMessage) => table.images || ((replacing?.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;

/** The table of a seated player, as the interaction's reader sees it. */
export function tableOf(app: App, ix: Ix, seated: Seated): Promise<Table> {
  return app.play.store.read((q) => loadTable(q, app, seated.match, ix, seated.players));
}

/** Replaces the clicked private message with the player's hand (menu step `menu`), recording what it shows. */
export async function updateWithHand(app: App, ix: Ix, seated: Seated, menu: string | null, extra: Partial<Reply> = {}): Promise<Reply> {
  const table = await tableOf(app, ix, seated);
  const r = renderHand(seated.match, seated.players, seated.seat, table.names, languageOf(ix.locale), menu, table.images ? app.pictures : null);
  const v2 = v2For(table, ix.message);
  const { now, later } = await pictureAnswer(app, r, { v2, ...(ix.message ? { replacing: ix.message } : {}) });
  const messageId = ix.message?.id;
  const { match, seat } = seated;
  const record = (hash: string) => (messageId ? app.play.store.read((q) => clickedHandShown(q, match.id, seat, messageId, match.version, hash, v2)) : Promise.resolve());
  return update(now, {
    ...extra,
    after: async (sent, answered) => {
      await extra.after?.(sent, answered);
      if (answered) await record(now.hash);
    },
    ...pictureFollows(app, ix, later, match, (out) => record(out.hash)),
  });
}

/** The player's hand as a new message only they see, `note` as its first line. */
export async function replyWithHand(app: App, ix: Ix, seated: Seated, menu: string | null = null, note?: string): Promise<Reply> {
  const table = await tableOf(app, ix, seated);
  const r = renderHand(seated.match, seated.players, seated.seat, table.names, languageOf(ix.locale), menu, table.images ? app.pictures : null);
  const withNote = note === undefined ? r : { ...r, payload: { ...r.payload, content: note } };
  const { now, later } = await pictureAnswer(app, withNote, { v2: table.images && r.picture !== null });
  return privately(now, pictureFollows(app, ix, later, seated.match));
}

/** The hand in the clicked message when it is private and nothing needs saying; otherwise as a new private message. */
export function showHand(app: App, ix: Ix, seated: Seated, menu: string | null, note?: string): Promise<Reply> {
  return onPrivateMessage(ix) && note === undefined ? updateWithHand(app, ix, seated, menu) : replyWithHand(app, ix, seated, menu, note);
}
