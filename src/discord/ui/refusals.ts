/** Short answers to clicks and commands that cannot be carried out. */
import type { ClickRefusal } from '../../play/act.js';
import type { LobbyRefusal } from '../../play/lobby.js';

export const CLICK_REFUSALS: Record<ClickRefusal, string> = {
  unknown_match: 'This game no longer exists.',
  not_started: 'This match has not started.',
  over: 'This match is over.',
  not_in_match: 'You are not playing in this match.',
  forfeited: 'You left this match.',
  stale: 'That button is out of date — here is your current hand.',
  not_your_turn: 'It is not your turn.',
  bad_action: 'That move is not recognised.',
  illegal: 'That move is not allowed.',
};

export const LOBBY_REFUSALS: Record<LobbyRefusal, string> = {
  unknown_game: 'That game does not exist.',
  channel_busy: 'A lobby or match is already running in this channel. Finish it (or use another channel) first.',
  unknown_match: 'This lobby no longer exists.',
  not_a_lobby: 'This lobby is closed.',
  already_joined: 'You are already in this lobby.',
  not_joined: 'You are not in this lobby.',
  full: 'This lobby is full.',
  not_host: 'Only the host can start the match.',
  not_enough_players: 'More players must join before the match can start.',
  not_allowed: 'Only the host or a member with Manage Server can cancel the lobby.',
};

export const UNKNOWN_COMPONENT = 'This button is not one of mine, or it has expired.';
