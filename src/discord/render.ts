/**
 * From stored matches to message payloads: the only place that turns state
 * into views (engine.view) before handing them to a game's renderers.
 */
import { createHash } from 'node:crypto';
import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema.js';
import { buildCustomId } from './custom-id.js';
import { renderLobby } from './ui/lobby.js';
import { uis } from './ui/registry.js';
import type { MatchContext, MessagePayload } from './ui/types.js';

export interface Names {
  guildName(guildId: string): string;
  displayName(userId: string): string;
}

export function matchContext(match: Match, players: MatchPlayer[], names: Names): MatchContext {
  return {
    game: match.game,
    matchId: match.id,
    version: match.version,
    guildId: match.guildId,
    guildName: names.guildName(match.guildId),
    channelId: match.channelId,
    seats: players.map((p) => ({ seat: p.seat, userId: p.userId, displayName: names.displayName(p.userId), forfeited: p.forfeited })),
    turnDeadline: match.status === 'active' ? match.turnDeadline : null,
    status: match.status === 'active' ? 'active' : match.status === 'finished' ? 'finished' : 'abandoned',
  };
}

function parts(match: Match) {
  const engine = games[match.game];
  const ui = uis[match.game];
  if (!engine || !ui) throw new Error(`no engine or UI for game ${match.game}`);
  return { engine, ui };
}

/** The public board, plus the "Show my hand" button while the match runs. */
export function boardPayload(match: Match, players: MatchPlayer[], names: Names): MessagePayload {
  const { engine, ui } = parts(match);
  const payload = ui.board(engine.view(match.state, null), matchContext(match, players, names));
  if (match.status !== 'active') return { ...payload, components: payload.components ?? [] };
  const showHand: APIActionRowComponent<APIComponentInMessageActionRow> = {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.Button, custom_id: buildCustomId(match.game, match.id, match.version, '!hand'), label: 'Show my hand', style: ButtonStyle.Secondary, emoji: { name: '🃏' } }],
  };
  return { ...payload, components: [...(payload.components ?? []), showHand] };
}

/** One seat's private hand message (DM or ephemeral). */
export function handPayload(match: Match, players: MatchPlayer[], seat: number, names: Names, menu: string | null = null): MessagePayload {
  const { engine, ui } = parts(match);
  const legal = match.status === 'active' ? engine.legalActions(match.state, seat) : [];
  return ui.hand(engine.view(match.state, seat), legal, matchContext(match, players, names), menu);
}

export function lobbyPayload(match: Match, players: MatchPlayer[]): MessagePayload {
  const engine = games[match.game];
  const variant = (match.options as { variant?: string }).variant;
  return renderLobby(match, players, {
    title: uis[match.game]?.title ?? match.game,
    minPlayers: engine?.minPlayers ?? 1,
    maxPlayers: engine?.maxPlayers ?? 1,
    optionsText: variant && variant !== 'standard' ? `Variant: **${variant}**` : null,
  });
}

/** A short fingerprint of a payload: equal payloads show the same message, so no edit is needed. */
export function payloadHash(payload: MessagePayload): string {
  return createHash('sha1').update(JSON.stringify(payload)).digest('base64url').slice(0, 22);
}
