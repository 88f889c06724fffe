/**
 * People's display names and server nicknames as they last acted
 * (src/discord/known-names.ts decides when): read one, write several at once.
 */
import type { Db } from '../db/connection.js';
import { prepared } from '../db/prepared.js';

export function storedName(db: Db, userId: string): string | null {
  return prepared(db).userName.get({ userId })?.name ?? null;
}

/** Writes `names` (user id → name) in one transaction; a row that already holds the name is left as it is. */
export function storeNames(db: Db, names: Iterable<readonly [string, string]>, at: number): void {
  const { storeUserName } = prepared(db);
  db.transaction(() => {
    for (const [userId, name] of names) storeUserName.run({ userId, name, at });
  });
}

export interface MemberNick {
  guildId: string;
  userId: string;
  /** null: the member has no nickname (any stored one is removed). */
  nick: string | null;
}

export function storedNick(db: Db, guildId: string, userId: string): string | null {
  return prepared(db).memberNick.get({ guildId, userId })?.nick ?? null;
}

/** Writes server nicknames in one transaction: a nickname set or changed is stored, one removed is deleted. */
export function storeNicks(db: Db, nicks: Iterable<MemberNick>, at: number): void {
  const { storeMemberNick, deleteMemberNick } = prepared(db);
  db.transaction(() => {
    for (const { guildId, userId, nick } of nicks) {
      if (nick === null) deleteMemberNick.run({ guildId, userId });
      else storeMemberNick.run({ guildId, userId, nick, at });
    }
  });
}
