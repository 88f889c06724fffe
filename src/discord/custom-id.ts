/**
 * Custom ids of every component: `<game>:<matchId>:<version>:<action>`.
 * `action` is an engine action code, a game UI menu step (starting with `~`)
 * or a platform action (starting with `!`: join, leave, start, cancel, hand).
 * Select menus carry their choice in the selected value instead, with the
 * same three kinds.
 */

export const MAX_CUSTOM_ID_LENGTH = 100;

export interface ParsedCustomId {
  game: string;
  matchId: string;
  version: number;
  action: string;
}

const CUSTOM_ID = /^([a-z][a-z0-9-]{0,19}):([a-z0-9]{4,20}):(0|[1-9][0-9]{0,8}):([^:]{1,60})$/;

export function buildCustomId(game: string, matchId: string, version: number, action: string): string {
  const id = `${game}:${matchId}:${version}:${action}`;
  if (id.length > MAX_CUSTOM_ID_LENGTH || !CUSTOM_ID.test(id)) throw new Error(`invalid custom id ${id}`);
  return id;
}

/** null for anything that is not one of ours (forged, truncated, from another bot version). */
export function parseCustomId(customId: string): ParsedCustomId | null {
  if (typeof customId !== 'string' || customId.length > MAX_CUSTOM_ID_LENGTH) return null;
  const m = CUSTOM_ID.exec(customId);
  if (!m) return null;
  return { game: m[1] as string, matchId: m[2] as string, version: Number(m[3]), action: m[4] as string };
}

export const isMenuStep = (action: string) => action.startsWith('~');
export const isPlatformAction = (action: string) => action.startsWith('!');

/**
 * The computer's daily run, watched step by step: `cpr:<game>:<day>:<step>[:<tag>]`
 * (the tag keeps two buttons that lead to the same step apart).
 */
const COMPUTER_RUN_ID = /^cpr:([a-z][a-z0-9-]{0,19}):([0-9]{4}-[0-9]{2}-[0-9]{2}):(0|[1-9][0-9]{0,4})(?::[a-z])?$/;

export function buildComputerRunId(game: string, day: string, step: number, tag?: string): string {
  return `cpr:${game}:${day}:${step}${tag ? `:${tag}` : ''}`;
}

export function parseComputerRunId(customId: string): { game: string; day: string; step: number } | null {
  const m = typeof customId === 'string' ? COMPUTER_RUN_ID.exec(customId) : null;
  return m ? { game: m[1] as string, day: m[2] as string, step: Number(m[3]) } : null;
}

/** Opens a finished match's replay as a new private message (the history's buttons): `rpo:<matchId>`. */
const REPLAY_OPEN_ID = /^rpo:([a-z0-9]{4,20})$/;

export function buildReplayOpenId(matchId: string): string {
  return `rpo:${matchId}`;
}

export function parseReplayOpenId(customId: string): { matchId: string } | null {
  const m = typeof customId === 'string' ? REPLAY_OPEN_ID.exec(customId) : null;
  return m ? { matchId: m[1] as string } : null;
}

/** A step of a finished match's replay, shown in place of the replay's message: `rp:<matchId>:<step>[:<tag>]`. */
const REPLAY_ID = /^rp:([a-z0-9]{4,20}):(0|[1-9][0-9]{0,5})(?::[a-z])?$/;

export function buildReplayId(matchId: string, step: number, tag?: string): string {
  return `rp:${matchId}:${step}${tag ? `:${tag}` : ''}`;
}

export function parseReplayId(customId: string): { matchId: string; step: number } | null {
  const m = typeof customId === 'string' ? REPLAY_ID.exec(customId) : null;
  return m ? { matchId: m[1] as string, step: Number(m[2]) } : null;
}

/** Leaderboard page buttons are not tied to a match: `lb:<game>:<page>`. */
const LEADERBOARD_ID = /^lb:([a-z][a-z0-9-]{0,19}):(0|[1-9][0-9]{0,5})$/;

export function buildLeaderboardId(game: string, page: number): string {
  return `lb:${game}:${page}`;
}

export function parseLeaderboardId(customId: string): { game: string; page: number } | null {
  const m = typeof customId === 'string' ? LEADERBOARD_ID.exec(customId) : null;
  return m ? { game: m[1] as string, page: Number(m[2]) } : null;
}

/** A challenge board's page buttons (the daily dungeon of one day): `lbd:<game>:<day>:<page>`. */
const DAILY_BOARD_ID = /^lbd:([a-z][a-z0-9-]{0,19}):([0-9]{4}-[0-9]{2}-[0-9]{2}):(0|[1-9][0-9]{0,5})$/;

export function buildDailyBoardId(game: string, day: string, page: number): string {
  return `lbd:${game}:${day}:${page}`;
}

export function parseDailyBoardId(customId: string): { game: string; day: string; page: number } | null {
  const m = typeof customId === 'string' ? DAILY_BOARD_ID.exec(customId) : null;
  return m ? { game: m[1] as string, day: m[2] as string, page: Number(m[3]) } : null;
}

/** The page buttons of any board (all-time or a day's). */
export const isBoardPageId = (customId: string) => customId.startsWith('lb:') || customId.startsWith('lbd:');
