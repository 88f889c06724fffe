/** The lobby message (game-agnostic): seated players and the Join / Leave / Start / Cancel buttons. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import type { Match, MatchPlayer } from '../../db/schema/sqlite.js';
import { buildCustomId } from '../custom-id.js';
import type { TFunction } from '../i18n/index.js';
import { rulesButton } from './help-buttons.js';
import type { MessagePayload } from './types.js';

export interface LobbyInfo {
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** e.g. "Variant: Layered Loners". */
  optionsText: string | null;
  /** A seat as the list shows it: a mention, or a computer's name. */
  seatText: (p: MatchPlayer) => string;
  t: TFunction;
}

export function renderLobby(match: Match, players: MatchPlayer[], info: LobbyInfo): MessagePayload {
  const { t } = info;
  const seated = players.map((p, i) => t('lobby.seat', { n: i + 1, user: info.seatText(p), host: p.userId === match.hostUserId ? t('lobby.host') : '' })).join('\n') || '—';
  const open = match.status === 'lobby';
  const closedText = match.status === 'cancelled' ? t('lobby.closed') : match.status === 'active' ? t('lobby.started') : '';
  const id = (action: string) => buildCustomId(match.game, match.id, match.version, action);
  const button = (action: string, label: string, style: APIButtonComponentWithCustomId['style'], disabled = false): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    custom_id: id(action),
    label,
    style,
    disabled: disabled || !open,
  });
  const lines = [t('lobby.players', { seated: players.length, max: info.maxPlayers, min: info.minPlayers }), seated];
  if (info.optionsText) lines.push('', info.optionsText);
  if (match.computerTakeover) lines.push('', t('lobby.takeover'));
  lines.push('', open ? t('lobby.hostStarts', { expires: `<t:${Math.floor((match.lobbyExpiresAt ?? 0) / 1000)}:R>` }) : closedText);
  return {
    embeds: [{ title: t('lobby.title', { game: info.title }), description: lines.join('\n'), color: 0x5865f2 }],
    components: open
      ? [
          {
            type: ComponentType.ActionRow as const,
            components: [
              button('!join', t('lobby.join'), ButtonStyle.Success, players.length >= info.maxPlayers),
              button('!leave', t('lobby.leave'), ButtonStyle.Secondary),
              button('!start', t('lobby.start'), ButtonStyle.Primary, players.length < info.minPlayers),
              button('!cancel', t('lobby.cancel'), ButtonStyle.Danger),
            ],
          },
          // The host fills seats with computers (a table of one person and computers is a game too).
          {
            type: ComponentType.ActionRow as const,
            components: [
              button('!cpu-easy', t('lobby.addEasy'), ButtonStyle.Secondary, players.length >= info.maxPlayers),
              button('!cpu-hard', t('lobby.addHard'), ButtonStyle.Secondary, players.length >= info.maxPlayers),
              button('!cpu-remove', t('lobby.removeComputer'), ButtonStyle.Secondary, !players.some((p) => p.computer)),
              rulesButton({ game: match.game, matchId: match.id, version: match.version }, t),
            ],
          },
        ]
      : [],
  };
}
