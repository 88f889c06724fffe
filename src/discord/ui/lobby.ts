/** The lobby message (game-agnostic): seated players and the Join / Leave / Start / Cancel buttons. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import type { Match, MatchPlayer } from '../../db/schema.js';
import { buildCustomId } from '../custom-id.js';
import type { MessagePayload } from './types.js';

export interface LobbyInfo {
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** e.g. "Layered variant". */
  optionsText: string | null;
}

export function renderLobby(match: Match, players: MatchPlayer[], info: LobbyInfo): MessagePayload {
  const seated = players.map((p, i) => `${i + 1}. <@${p.userId}>${p.userId === match.hostUserId ? ' (host)' : ''}`).join('\n') || '—';
  const open = match.status === 'lobby';
  const closedText = match.status === 'cancelled' ? 'This lobby is closed.' : match.status === 'active' ? 'The match has started.' : '';
  const id = (action: string) => buildCustomId(match.game, match.id, match.version, action);
  const button = (action: string, label: string, style: APIButtonComponentWithCustomId['style'], disabled = false): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    custom_id: id(action),
    label,
    style,
    disabled: disabled || !open,
  });
  return {
    embeds: [
      {
        title: `${info.title} — lobby`,
        description: [
          `Players (${players.length}/${info.maxPlayers}, ${info.minPlayers} needed):`,
          seated,
          info.optionsText ? `\n${info.optionsText}` : '',
          open ? `\nThe host starts when ready. Left idle, the lobby closes <t:${Math.floor((match.lobbyExpiresAt ?? 0) / 1000)}:R>.` : `\n${closedText}`,
        ].join('\n'),
        color: 0x5865f2,
      },
    ],
    components: open
      ? [
          {
            type: ComponentType.ActionRow as const,
            components: [
              button('!join', 'Join', ButtonStyle.Success, players.length >= info.maxPlayers),
              button('!leave', 'Leave', ButtonStyle.Secondary),
              button('!start', 'Start', ButtonStyle.Primary, players.length < info.minPlayers),
              button('!cancel', 'Cancel', ButtonStyle.Danger),
            ],
          },
        ]
      : [],
  };
}
