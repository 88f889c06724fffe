/**
 * The one place where a refusal becomes words: every "no" of the play layer
 * (a click, a lobby button, a command) is answered privately, in the
 * reader's language, through these.
 */
import { MessageFlags } from 'discord-api-types/v10';
import type { ClickRefusal } from '../play/act.js';
import type { LobbyRefusal } from '../play/lobby.js';
import type { TFunction } from './i18n/index.js';
import { privately, type Reply } from './interactions/reply.js';
import type { MessagePayload } from './ui/types.js';

/** Refusals that are not the play layer's own. */
export type PlatformRefusal =
  | 'unknown_component'
  | 'unknown_command'
  | 'failed'
  | 'nothing_to_leave'
  | 'already_left'
  | 'guild_only'
  | 'manage_server_only'
  | 'computer_run_missing'
  | 'nothing_to_end'
  | 'replay_missing'
  | 'replay_elsewhere'
  | 'replay_running'
  | 'replay_pruned'
  | 'computer_run_locked';

export type Refusal = ClickRefusal | Exclude<LobbyRefusal, 'unknown_match'> | PlatformRefusal | 'unknown_lobby';

/** A lobby's "unknown match" is a lobby that is gone, not a game. */
export function lobbyRefusal(reason: LobbyRefusal): Refusal {
  return reason === 'unknown_match' ? 'unknown_lobby' : reason;
}

/** What a refusal may name: the game running in a busy channel (its title in the reader's language). */
export interface RefusalValues {
  game?: string;
}

export function refusalText(t: TFunction, reason: Refusal, values: RefusalValues = {}): string {
  // A busy channel names the game that runs there, when the caller knows it.
  if (reason === 'channel_busy' && values.game) return t('common:refusals.channel_busy_game', { game: values.game });
  return t(`common:refusals.${reason}`);
}

/** A payload only the reader sees (for a private answer built elsewhere). */
export function ephemeral(payload: MessagePayload | string): MessagePayload & { flags: MessageFlags.Ephemeral } {
  return { ...(typeof payload === 'string' ? { content: payload } : payload), flags: MessageFlags.Ephemeral };
}

export function refusalReply(t: TFunction, reason: Refusal, values: RefusalValues = {}): Reply {
  return privately(refusalText(t, reason, values));
}
