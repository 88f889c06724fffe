/**
 * Who acted, recorded after their interaction was answered: their name,
 * their nickname in that server, their language and the server's locale
 * (src/play/people.ts). Each process remembers what it last wrote, so a
 * player's clicks write nothing until something changed.
 */
import type { Logger } from 'pino';
import type { PlayContext } from '../play/context.js';
import { savePerson, type Person } from '../play/people.js';
import { languageOf } from './i18n/index.js';
import { nameOf, type Ix } from './interactions/ix.js';

/** What one process remembers at most (a busy bot's active players; the database keeps them all). */
const MAX_REMEMBERED = 50_000;

export class PeopleSeen {
  private readonly written = new Map<string, string>();

  constructor(
    private readonly play: PlayContext,
    private readonly log: Logger,
  ) {}

  /** What this process wrote of a person, or in a server, is no longer in the database (deleted): the next interaction writes it anew. */
  forget(whose: { userId: string } | { guildId: string }): void {
    const gone = 'userId' in whose ? (key: string) => key.startsWith(`${whose.userId}/`) : (key: string) => key.endsWith(`/${whose.guildId}`);
    for (const key of this.written.keys()) if (gone(key)) this.written.delete(key);
  }

  async saw(ix: Ix): Promise<void> {
    const person: Person = {
      userId: ix.user.id,
      name: nameOf(ix.user),
      language: languageOf(ix.locale),
      ...(ix.guildId ? { guild: { guildId: ix.guildId, nick: ix.nick, discordLocale: ix.guildLocale ?? null } } : {}),
    };
    const key = `${ix.user.id}/${ix.guildId ?? ''}`;
    const value = JSON.stringify(person);
    if (this.written.get(key) === value) return;
    try {
      await this.play.store.read((q) => savePerson(q, person, this.play.now()));
      if (this.written.size >= MAX_REMEMBERED) this.written.clear();
      this.written.set(key, value);
    } catch (err) {
      // A name not written now is written at the person's next interaction.
      this.log.warn({ err }, 'could not save who acted');
    }
  }
}
