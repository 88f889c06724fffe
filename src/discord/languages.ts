/**
 * Who reads a message, in which language. DMs and ephemeral answers follow the
 * player's Discord language (each click tells it; remembered so later DMs use
 * it, in the database once the clicks calm down: ./write-later.ts); channel
 * messages follow the server: its `/settings language`, else German where the
 * server's preferred locale is German, else English.
 */
import type { Client } from 'discord.js';
import type { Db } from '../db/connection.js';
import { storedGuildLanguage, storedUserLanguage, storeGuildLanguage, storeUserLanguages } from '../play/prefs.js';
import { WriteLater, type WriteLaterOptions } from './write-later.js';
import { DM_GUILD } from '../play/solo.js';
import { isLanguage, languageOf, type Language } from './i18n/index.js';

export class Languages {
  private users = new Map<string, Language>();
  private guilds = new Map<string, Language | null>();
  private readonly writes: WriteLater<Language>;

  constructor(
    private readonly db: Db,
    private readonly client: Client | null,
    opts: Omit<WriteLaterOptions, 'remembered'> = {},
  ) {
    this.writes = new WriteLater<Language>((entries) => storeUserLanguages(this.db, entries), { ...opts, remembered: this.users });
  }

  /** The player's language, as their last click told it; until then the server's (or English). */
  user(userId: string, guildId?: string): Language {
    let lang = this.users.get(userId);
    if (lang === undefined) {
      const stored = storedUserLanguage(this.db, userId);
      if (isLanguage(stored)) {
        lang = stored;
        this.users.set(userId, lang);
      }
    }
    return lang ?? (guildId ? this.guild(guildId) : 'en');
  }

  /** Remembers the language of a click's Discord locale: at once in memory, in the database once the clicks calm down (a row is rewritten only when it changed). */
  noteUser(userId: string, discordLocale: string | null | undefined): Language {
    const lang = languageOf(discordLocale);
    if (this.users.get(userId) !== lang) {
      this.users.set(userId, lang);
      this.writes.set(userId, lang);
    }
    return lang;
  }

  /** Resolves when the languages noted so far are in the database. */
  idle(): Promise<void> {
    return this.writes.idle();
  }

  /** Writes the languages waiting now (the bot does it when it stops). */
  flush(): void {
    this.writes.flush();
  }

  /** The language of a server's channel messages. */
  guild(guildId: string): Language {
    let chosen = this.guilds.get(guildId);
    if (chosen === undefined) {
      const stored = storedGuildLanguage(this.db, guildId);
      chosen = isLanguage(stored) ? stored : null;
      this.guilds.set(guildId, chosen);
    }
    return chosen ?? languageOf(this.client?.guilds.cache.get(guildId)?.preferredLocale);
  }

  /** The language of a match's channel messages: its server's, or — for a solo run in a DM with the bot — its player's. */
  forMatchChannel(match: { guildId: string; hostUserId: string }): Language {
    return match.guildId === DM_GUILD ? this.user(match.hostUserId) : this.guild(match.guildId);
  }

  /** The language a server chose, or null when it follows its Discord locale. */
  guildChoice(guildId: string): Language | null {
    this.guild(guildId);
    return this.guilds.get(guildId) ?? null;
  }

  setGuild(guildId: string, lang: Language | null): void {
    storeGuildLanguage(this.db, guildId, lang);
    this.guilds.set(guildId, lang);
  }
}
