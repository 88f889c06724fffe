/**
 * Everything a match's messages are rendered from, read in one go: the match,
 * its seats, how the server and the people at the table are named and which
 * language each reader speaks, and whether the server wants pictures. Read
 * fresh for every render: another process may have changed any of it.
 */
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { Q } from '../db/store.js';
import { getPlayers } from '../play/matches.js';
import { peopleOf } from '../play/people.js';
import { guildRow } from '../play/server-settings.js';
import { DM_GUILD } from '../play/solo.js';
import type { App } from './app.js';
import { isLanguage, languageOf, type Language } from './i18n/index.js';
import type { Ix } from './interactions/ix.js';
import { nameOf } from './interactions/ix.js';
import type { Names } from './render.js';

export interface Table {
  match: Match;
  players: MatchPlayer[];
  names: Names;
  /** The language a player reads their DMs in: their Discord's, as their last interaction told it. */
  userLanguage(userId: string): Language;
  /** The language of the match's channel messages. */
  channelLanguage: Language;
  /** Boards and hands as pictures. */
  images: boolean;
}

/** What an interaction tells of its own user, fresher than the database. */
function overlay(ix: Ix | undefined) {
  if (!ix) return null;
  return { userId: ix.user.id, name: nameOf(ix.user), nick: ix.guildId ? ix.nick : null, lang: languageOf(ix.locale) };
}

/** The server's channel language: its /settings choice, else its Discord locale (German or English). */
export function guildLanguage(settings: { language: string | null; discordLocale: string | null }, fallbackLocale?: string): Language {
  return isLanguage(settings.language) ? settings.language : languageOf(settings.discordLocale ?? fallbackLocale);
}

export async function loadTable(q: Q, app: Pick<App, 'guildNames' | 'imagesByDefault'>, match: Match, ix?: Ix, players?: MatchPlayer[]): Promise<Table> {
  const seats = players ?? (await getPlayers(q, match.id));
  const inGuild = match.guildId === DM_GUILD ? null : match.guildId;
  const people = await peopleOf(q, [...seats.map((p) => p.userId), match.hostUserId], inGuild);
  const settings = inGuild ? await guildRow(q, inGuild) : { language: null, discordLocale: null, images: null };
  const guildName = inGuild ? await app.guildNames.name(inGuild) : null;
  const me = overlay(ix);
  const channel = guildLanguage(settings, ix?.guildLocale);
  const userLanguage = (userId: string): Language => {
    if (me?.userId === userId) return me.lang;
    const stored = people.languages.get(userId);
    return isLanguage(stored) ? stored : channel;
  };
  const names: Names = {
    guildName: (id) => (id === inGuild ? guildName : null),
    displayName: (userId, guildId) => {
      if (me?.userId === userId) return (guildId && guildId !== DM_GUILD ? me.nick : null) ?? me.name;
      const nick = guildId && guildId === inGuild ? people.nicks.get(userId) : undefined;
      return nick ?? people.names.get(userId) ?? null;
    },
  };
  return {
    match,
    players: seats,
    names,
    userLanguage,
    channelLanguage: match.guildId === DM_GUILD ? userLanguage(match.hostUserId) : channel,
    images: settings.images ?? app.imagesByDefault,
  };
}
