/**
 * The lobby's buttons: join, leave, start, cancel, add or remove a computer.
 * They act only from the lobby message itself, in its channel, and only on
 * the lobby as the button showed it (its version), so a double click applies
 * once. Starting turns the lobby message into the board; hands go out by DM.
 */
import { MessageFlags, PermissionFlagsBits } from 'discord-api-types/v10';
import type { Match } from '../../db/schema/sqlite.js';
import { addComputer, cancelLobby, joinLobby, leaveLobby, removeComputer, startMatch, type LobbyClick, type LobbyResult } from '../../play/lobby.js';
import { getMatch } from '../../play/matches.js';
import { boardPosted, boardShown } from '../../play/shown.js';
import type { App } from '../app.js';
import type { ParsedCustomId } from '../custom-id.js';
import { languageOf, translator } from '../i18n/index.js';
import { lobbyRefusal, refusalReply } from '../refusals.js';
import { lobbyPayload, renderBoard } from '../render.js';
import { loadTable } from '../table.js';
import { hasPermission, snowflakeTime, type Ix } from './ix.js';
import { pictureAnswer, pictureFollows } from './picture-answer.js';
import { update, type Reply } from './reply.js';

type LobbyAction = (app: App, click: LobbyClick, userId: string, ix: Ix) => Promise<LobbyResult>;

const ACTIONS: Record<string, LobbyAction> = {
  '!join': (app, click, userId) => joinLobby(app.play, click, userId),
  '!leave': (app, click, userId) => leaveLobby(app.play, click, userId),
  '!start': (app, click, userId) => startMatch(app.play, click, userId),
  '!cancel': (app, click, userId, ix) => cancelLobby(app.play, click, userId, hasPermission(ix.memberPermissions, PermissionFlagsBits.ManageGuild)),
  '!cpu-easy': (app, click, userId) => addComputer(app.play, click, userId, 'easy'),
  '!cpu-hard': (app, click, userId) => addComputer(app.play, click, userId, 'hard'),
  '!cpu-remove': (app, click, userId) => removeComputer(app.play, click, userId),
};

export const isLobbyAction = (action: string): boolean => action in ACTIONS;

export async function onLobbyAction(app: App, ix: Ix, parsed: ParsedCustomId, action: string): Promise<Reply> {
  const t = translator(languageOf(ix.locale));
  const lobby = await app.play.store.read((q) => getMatch(q, parsed.matchId));
  // Lobby buttons only act from the lobby message itself (its id is stored once it is known).
  const onLobbyMessage = lobby?.boardMessageId === null || lobby?.boardMessageId === ix.message?.id;
  const run = ACTIONS[action];
  if (!run || !ix.guildId || !lobby || lobby.channelId !== ix.channelId || !onLobbyMessage) return refusalReply(t, 'unknown_component');
  const res = await run(app, { matchId: parsed.matchId, version: parsed.version }, ix.user.id, ix);
  if (!res.ok) return refusalReply(t, lobbyRefusal(res.reason));
  return res.match.status === 'active' ? boardFromLobby(app, ix, res.match) : lobbyUpdated(app, ix, res);
}

/** The lobby message, changed: in the server's language. */
async function lobbyUpdated(app: App, ix: Ix, res: Extract<LobbyResult, { ok: true }>): Promise<Reply> {
  const table = await app.play.store.read((q) => loadTable(q, app, res.match, ix, res.players));
  const messageId = ix.message?.id;
  return update(lobbyPayload(res.match, res.players, table.channelLanguage), {
    sync: [res.match.id],
    after: async (_sent, answered) => {
      if (!answered) return;
      await app.play.store.read((q) =>
        res.match.boardMessageId === null && messageId ? boardPosted(q, res.match.id, messageId, snowflakeTime(messageId), res.match.version, app.play.now()) : boardShown(q, res.match.id, res.match.version),
      );
    },
  });
}

/** The match started: the lobby message becomes its board (whatever a rematch's invitation said above it goes). */
async function boardFromLobby(app: App, ix: Ix, match: Match): Promise<Reply> {
  const table = await app.play.store.read((q) => loadTable(q, app, match, ix));
  const r = renderBoard(match, table.players, table.names, table.channelLanguage, table.images ? app.pictures : null);
  const rendered = { ...r, payload: { content: '', ...r.payload } };
  const v2 = table.images || ((ix.message?.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
  const { now, later } = await pictureAnswer(app, rendered, { v2, ...(ix.message ? { replacing: ix.message } : {}), priority: 'board' });
  const messageId = ix.message?.id;
  return update(now, {
    sync: [match.id],
    after: async (_sent, answered) => {
      if (!answered || !messageId) return;
      await app.play.store.read((q) => boardPosted(q, match.id, messageId, snowflakeTime(messageId), match.version, app.play.now(), v2));
    },
    ...pictureFollows(app, ix, later, match),
  });
}
