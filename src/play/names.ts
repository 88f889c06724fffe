/**
 * People's display names and server nicknames as they last acted
 * (src/discord/known-names.ts decides when): read one, write several at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { prepared } from '../db/prepared.js';
import { memberNames, userNames } from '../db/schema.js';

export function storedName(db: Db, userId: string): string | null {
  return prepared(db).userName.get({ userId })?.name ?? null;
}

/** Writes `names` (user id → name) in one transaction; a row that already holds the name is left as it is. */
export function storeNames(db: Db, names: Iterable<readonly [string, string]>, at: number): void {
  db.transaction((tx) => {
    for (const [userId, name] of names) {
      tx.insert(userNames)
        .values({ userId, name, updatedAt: at })
        .onConflictDoUpdate({ target: userNames.userId, set: { name, updatedAt: at }, setWhere: sql`${userNames.name} is not excluded.name` })
        .run();
    }
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
  db.transaction((tx) => {
    for (const { guildId, userId, nick } of nicks) {
      if (nick === null) {
        tx.delete(memberNames)
          .where(and(eq(memberNames.guildId, guildId), eq(memberNames.userId, userId)))
          .run();
        continue;
      }
      tx.insert(memberNames)
        .values({ guildId, userId, nick, updatedAt: at })
        .onConflictDoUpdate({ target: [memberNames.guildId, memberNames.userId], set: { nick, updatedAt: at }, setWhere: sql`${memberNames.nick} is not excluded.nick` })
        .run();
    }
  });
}
