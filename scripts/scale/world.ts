/**
 * The scale test's world: servers of 50 channels, two players per table (one
 * for a solo game), and a match opened at every table through the bot, as
 * players do it (slash command, join, start), many at once.
 */
import { registeredGames } from '../../src/games/index.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { componentsOf, type FakeChannel, type FakeDiscord, type FakeGuild, type FakeUser, type StoredMessage } from '../../test/support/fake-discord/index.js';
import { idAction } from '../../test/support/game-driver.js';

const CHANNELS_PER_SERVER = 50;
const OPENING_AT_ONCE = 32;

export interface Table {
  readonly game: string;
  /** Solo games start at once by `/<game> play`; the others through a lobby. */
  readonly solo: boolean;
  readonly channel: FakeChannel;
  /** By seat order of joining: the host first. */
  readonly users: readonly FakeUser[];
}

/** `count` tables, the games in turn, each in a channel of its own. */
export function buildTables(fake: FakeDiscord, count: number): Table[] {
  const games = registeredGames();
  const tables: Table[] = [];
  let guild = null as FakeGuild | null;
  for (let i = 0; i < count; i++) {
    const { engine, settings } = games[i % games.length]!;
    const seats = settings.solo ? 1 : engine.minPlayers;
    const users = Array.from({ length: seats }, (_, s) => fake.addUser({ username: `p${i}s${s}` }));
    // A server's first player owns it (and is a member so); everyone else joins.
    const owner = i % CHANNELS_PER_SERVER === 0 ? (users[0] as FakeUser) : null;
    if (owner) guild = fake.addGuild({ name: `Club ${i / CHANNELS_PER_SERVER + 1}`, owner });
    for (const user of users) if (user !== owner) fake.addMember(guild!, user);
    tables.push({ game: engine.id, solo: settings.solo, channel: fake.addTextChannel(guild!, `table-${i}`), users });
  }
  return tables;
}

function expectType(answer: { type: number; content?: string | undefined }, type: number, what: string): void {
  if (answer.type !== type) throw new Error(`${what}: answered with type ${answer.type}, not ${type} (${answer.content ?? ''})`);
}

/** Opens the table's match: a solo game's run by `/<game> play`, the others by a lobby everyone joins. */
async function openTable(fake: FakeDiscord, table: Table): Promise<void> {
  const [host, ...others] = table.users as [FakeUser, ...FakeUser[]];
  const timeoutMs = 30_000;
  if (table.solo) {
    expectType(await fake.slashCommand({ user: host, channelId: table.channel.id, name: table.game, subcommand: 'play', timeoutMs }), 4, `/${table.game} play`);
    return;
  }
  const opened = await fake.slashCommand({ user: host, channelId: table.channel.id, name: table.game, subcommand: 'start', timeoutMs });
  expectType(opened, 4, `/${table.game} start`);
  const lobbyId = (opened.message() as StoredMessage).id;
  const button = (action: string) => {
    const found = componentsOf(fake.message(lobbyId) as StoredMessage).find((c) => idAction(c.customId) === action);
    if (!found) throw new Error(`the ${table.game} lobby has no ${action} button`);
    return found.customId;
  };
  for (const user of others) expectType(await fake.clickButton({ user, message: { id: lobbyId }, customId: button('!join'), timeoutMs }), 7, 'join');
  const start = button('!start');
  expectType(await fake.clickButton({ user: host, message: { id: lobbyId }, customId: start, timeoutMs }), 7, 'start');
  if (!parseCustomId(start)) throw new Error(`a start button we cannot read: ${start}`);
}

/** Opens every table, OPENING_AT_ONCE at a time; returns how many failed (with the first errors logged). */
export async function openTables(fake: FakeDiscord, tables: readonly Table[], progress: (done: number) => void): Promise<number> {
  let next = 0;
  let done = 0;
  let failed = 0;
  const lane = async () => {
    while (next < tables.length) {
      const table = tables[next++] as Table;
      try {
        await openTable(fake, table);
      } catch (error) {
        if (++failed <= 5) console.error(`  could not open ${table.game} at ${table.channel.name}: ${(error as Error).message.slice(0, 400)}`);
      }
      if (++done % 500 === 0) progress(done);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, lane));
  return failed;
}
