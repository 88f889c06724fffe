/**
 * The bots of the click bursts, each in its own process against a fake
 * Discord of its own held here: ours (or the old one), on 2-player Loners
 * matches, and the bare discord.js bot. A burst is 500 clicks dispatched at
 * once over 250 matches: in each, the player to act plays a move on their DM
 * hand and the other clicks "Show my hand" on the board. Answer time = from
 * just before the fake dispatches a click to the fake's receipt of the bot's
 * interaction callback.
 */
import type { FakeDiscord, FakeUser, InteractionAnswer } from '../test/support/fake-discord/index.js';
import type { RemoteBot } from './bot-remote.js';
import { DISCORD_GLOBAL_LIMIT, SETUP_LIMIT } from './rest-limit.js';
import { gc } from './stats.js';
import { boardOf, choices, handOnTurn, isMenuDown, isMove, type World } from './world.js';

/** One burst: its clicks' answer times in ms (Infinity: never answered), and how many were moves on a hand and "Show my hand" on a board. */
export interface Burst {
  times: number[];
  moves: number;
  shows: number;
}

export interface BurstBot {
  name: string;
  /** The matches of its world: a burst is a move and a "Show my hand" in each. */
  matches: number;
  /** One burst. */
  burst(): Promise<Burst>;
  /** Later bursts with boards and hands as pictures (our bot only). */
  picturesOn?(): Promise<void>;
  close(): Promise<void>;
}

interface Click {
  user: FakeUser;
  messageId: string;
  customId: string;
  value?: string;
  /** What the answer must be: an update of the clicked message (7) or an ephemeral reply (4). */
  expect: 4 | 7;
}

function send(fake: FakeDiscord, c: Pick<Click, 'user' | 'messageId' | 'customId' | 'value'>, timeoutMs = 60_000): Promise<InteractionAnswer> {
  const base = { user: c.user, message: { id: c.messageId }, customId: c.customId, timeoutMs };
  return c.value === undefined ? fake.clickButton(base) : fake.selectMenu({ ...base, values: [c.value] });
}

/** A click not answered within this long is counted as lost (a bot drops clicks older than Discord's 3 s). */
const LOST_AFTER_MS = 15_000;

/**
 * All at once, discord.js' limit of 50 requests/s on meanwhile (the answers
 * are exempt from it); the answer times, Infinity for a click never answered.
 */
async function fire(fake: FakeDiscord, remote: RemoteBot, plan: Click[]): Promise<Burst> {
  await remote.call('gc');
  gc();
  await remote.call('limit', DISCORD_GLOBAL_LIMIT);
  const timed = await Promise.all(
    plan.map((c) => {
      // The fake builds the payload and dispatches it inside the call; it resolves on the callback.
      const t0 = performance.now();
      return send(fake, c, LOST_AFTER_MS).then(
        (answer) => ({ ms: performance.now() - t0, answer }),
        () => ({ ms: Number.POSITIVE_INFINITY, answer: null }),
      );
    }),
  );
  await remote.call('limit', SETUP_LIMIT);
  timed.forEach(({ answer }, i) => {
    const want = plan[i]?.expect;
    if (answer && (answer.type !== want || (want === 4 && !answer.ephemeral))) throw new Error(`click answered with type ${answer.type}, not ${want}: ${answer.content ?? ''}`);
  });
  const moves = plan.filter((c) => c.expect === 7).length;
  return { times: timed.map((t) => t.ms), moves, shows: plan.length - moves };
}

/** Until the bot has nothing left to do and the fake has been quiet for a moment. */
async function settle(fake: FakeDiscord, remote: RemoteBot): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await remote.call('idle', {});
    await fake.idle(10, 300_000);
  }
}

/**
 * In every match: a move by the player to act (menu steps to reach one are
 * clicked now, untimed) and "Show my hand" by the other. Throws if a match
 * gives neither: a burst of fewer clicks would look faster than it is.
 */
async function burstPlan(fake: FakeDiscord, world: World): Promise<Click[]> {
  const plan: Click[] = [];
  const skipped: string[] = [];
  for (const spec of world.specs) {
    const before = plan.length;
    const [a, b] = spec.userIds.map((id) => world.users.get(id)) as [FakeUser, FakeUser];
    const actor = handOnTurn(fake, a) ? a : handOnTurn(fake, b) ? b : null;
    const board = boardOf(fake, spec.channelId);
    const show = board && choices(board).find((c) => c.action === '!hand');
    if (!actor || !board || !show) {
      skipped.push(`${spec.channelId} (${!board || !show ? 'no board with "Show my hand"' : 'no hand with a move'})`);
      continue;
    }
    let hand = handOnTurn(fake, actor);
    for (let step = 0; hand && step < 4; step++) {
      const options = choices(hand);
      const move = options.find((c) => isMove(c.action));
      if (move) {
        plan.push({ user: actor, messageId: hand.id, customId: move.customId, ...(move.value === undefined ? {} : { value: move.value }), expect: 7 });
        plan.push({ user: actor === a ? b : a, messageId: board.id, customId: show.customId, expect: 4 });
        break;
      }
      const menu = options.find(isMenuDown);
      if (!menu) break;
      await send(fake, { user: actor, messageId: hand.id, customId: menu.customId, ...(menu.value === undefined ? {} : { value: menu.value }) });
      hand = fake.message(hand.id) ?? null;
    }
    if (plan.length === before) skipped.push(`${spec.channelId} (no move reached on the hand)`);
  }
  if (skipped.length > 0) throw new Error(`${skipped.length} of ${world.specs.length} matches give no click to the burst: ${skipped.slice(0, 5).join(', ')}`);
  return plan;
}

/** Our bot (or the old one, with the same commands) in `remote`, its matches opened and delivered. */
export async function ourBurstBot(name: string, remote: RemoteBot, fake: FakeDiscord, world: World, start: unknown[]): Promise<BurstBot> {
  await remote.call('startOurs', fake.apiUrl, fake.token, name.replace(/\W+/g, '-'), process.env.BENCH_BOT_LOG ?? 'silent', ...start);
  await remote.call('limit', SETUP_LIMIT);
  await remote.call('open', world.specs);
  await settle(fake, remote);
  return {
    name,
    matches: world.specs.length,
    async burst() {
      const plan = await burstPlan(fake, world);
      await settle(fake, remote);
      const result = await fire(fake, remote, plan);
      await settle(fake, remote);
      // A move answered was played: its hand changed, the clicked choice is gone (a new version, or a record of the move).
      // A click never answered (the bot drops those older than Discord's 3 s) is counted as lost instead.
      const unplayed = plan.filter(
        (c, i) => c.expect === 7 && result.times[i] !== Number.POSITIVE_INFINITY && choices(fake.message(c.messageId)).some((o) => o.customId === c.customId && o.value === c.value),
      );
      if (unplayed.length > 0) throw new Error(`${name}: ${unplayed.length} of ${result.moves} moves of the burst were answered but not played`);
      return result;
    },
    async picturesOn() {
      await remote.call('images', [...new Set(world.specs.map((s) => s.guildId))], true);
    },
    close: () => remote.close(),
  };
}

/** The bare bot: in each match one player clicks a button in their DM, the other one in the channel. */
export async function bareBurstBot(remote: RemoteBot, fake: FakeDiscord, world: World): Promise<BurstBot> {
  await remote.call('startBare', fake.apiUrl, fake.token);
  await remote.call('limit', SETUP_LIMIT);
  const users = world.specs.flatMap((s) => [
    { user: world.users.get(s.userIds[0]) as FakeUser, channelId: null },
    { user: world.users.get(s.userIds[1]) as FakeUser, channelId: s.channelId },
  ]);
  const ids = await remote.call<string[]>('bareMessages', users.map((u) => ({ userId: u.user.id, channelId: u.channelId })));
  const plan: Click[] = users.map((u, i) => ({ user: u.user, messageId: ids[i] as string, customId: 'bare:click', expect: u.channelId ? 4 : 7 }));
  let sent = 0;
  const done = async () => {
    // Every handler has read its callback's response, and the fake is quiet.
    while ((await remote.call<number>('bareHandled')) < sent) await new Promise((r) => setTimeout(r, 5));
    await fake.idle(10, 60_000);
  };
  await done();
  return {
    name: 'bare discord.js bot',
    matches: world.specs.length,
    async burst() {
      sent += plan.length;
      const result = await fire(fake, remote, plan);
      await done();
      return result;
    },
    close: () => remote.close(),
  };
}
