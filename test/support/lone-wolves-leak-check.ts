/**
 * The Lone Wolves privacy check over every REST payload the bot sent during
 * a test. Each game is replayed from seed + options + action log, so the
 * state at every version is known; a payload carrying a custom id (boards
 * with their hand button, hands with moves, refusals with a fresh hand) is
 * checked against the state of its version, the final board against the end:
 *   - a wolf named as a card ("🔺4") must have been played by then, or lie in
 *     the reader's own hand: never the other hand, never the 4 unused cards;
 *   - a scar token named ("Pack", "Rudel", …) must lie face up somewhere by
 *     then (in a middle or on a slot): a face-down token is never named;
 *   - a hand field goes only to its own player, and shows a hand they held.
 */
import { expect } from 'vitest';
import { loneWolves, type Card, type LoneWolvesState, type TokenKind } from '../../src/games/lone-wolves/index.js';
import { parseCustomId } from '../../src/discord/custom-id.js';
import { LANGUAGES, translator } from '../../src/discord/i18n/index.js';
import { handText } from '../../src/discord/ui/lone-wolves/cards.js';
import { FORFEIT_CODE } from '../../src/play/forfeit.js';
import { getPlayers } from '../../src/play/matches.js';
import { COLOUR_MARKS } from '../../src/discord/ui/lone-wolves/cards.js';
import { actionsOf } from '../../src/play/replay.js';
import { assertWithinDiscordLimits } from './discord-limits.js';
import type { Harness } from './bot-harness.js';

const GAME = 'lone-wolves';
const MARKS: readonly string[] = COLOUR_MARKS;
/** A wolf as a card ("🔺4"; a hand's grid writes "🔺 2 4", never this). */
const CARD = new RegExp(`(${MARKS.join('|')})([2-7])(?![0-9])`, 'gu');
const HAND_FIELD = /^(Your wolves|Deine Wölfe):/;

/** Each token kind's names in both languages, as patterns that skip look-alikes ("Lone Wolves", "lone wolf"). */
const TOKEN_NAMES: Array<[TokenKind, RegExp]> = (['strength1', 'strength2', 'points1', 'points2', 'territory2', 'pack', 'lone'] as const).map((kind) => {
  const names = LANGUAGES.map((lang) => translator(lang, GAME)(`token.${kind}`).replace(/[+]/g, '\\+'));
  return [kind, new RegExp(`(?<!\\p{L})(${names.join('|')})(?!\\p{L}| Wolves)`, 'u')];
});

interface Game {
  userIds: string[];
  /** State after each version (the first one: the deal). */
  states: Map<number, LoneWolvesState>;
  first: number;
  last: number;
  /** Every hand each seat held, as a hand field shows it. */
  hands: Set<string>[];
}

async function replay(h: Pick<Harness, 'read'>): Promise<Map<string, Game>> {
  const out = new Map<string, Game>();
  for (const match of await h.read((q) => q.db.select().from(q.t.matches))) {
    if (match.game !== GAME || match.state === null) continue;
    const players = await h.read((q) => getPlayers(q, match.id));
    const actions = await h.read((q) => actionsOf(q, match.id));
    let s = loneWolves.setup({ players: 2, seed: match.seed, options: match.options as never });
    const first = (actions[0]?.version ?? match.version + 1) - 1;
    const game: Game = { userIds: players.map((p) => p.userId), states: new Map([[first, s]]), first, last: first, hands: [new Set(), new Set()] };
    const record = (state: LoneWolvesState) => state.hands.forEach((hand, seat) => game.hands[seat]?.add(handText(hand)));
    record(s);
    for (const a of actions) {
      if (a.code === FORFEIT_CODE) s = loneWolves.forfeit!(s, a.seat);
      else {
        const res = loneWolves.apply(s, a.seat, loneWolves.decodeAction(a.code) as never);
        if (!res.ok) throw new Error(`replay of ${match.id} failed at version ${a.version}`);
        s = res.state;
      }
      game.states.set(a.version, s);
      game.last = a.version;
      record(s);
    }
    // (Compared as values: PostgreSQL's jsonb keeps an object's keys in an order of its own.)
    expect(JSON.parse(JSON.stringify(s)), 'the replay ends where the stored match is').toEqual(match.state);
    out.set(match.id, game);
  }
  return out;
}

const stateAt = (game: Game, version: number) => game.states.get(Math.max(game.first, Math.min(game.last, version))) as LoneWolvesState;
const same = (a: Card, b: Card) => a.colour === b.colour && a.value === b.value;

/** Cards on the board by then (face up or lone), and the token kinds lying face up anywhere. */
function publicAt(s: LoneWolvesState) {
  const played = s.territories.flatMap((t) => [...t.wolves[0], ...t.wolves[1]].map((w) => w.card));
  const tokens = new Set<TokenKind>(s.territories.flatMap((t) => [...t.tokens.filter((k) => k.up).map((k) => k.kind), ...t.scars[0], ...t.scars[1]]));
  return { played, tokens };
}

export interface LeakReport {
  payloads: number;
  hands: number;
  cards: number;
  tokens: number;
}

/** Checks one payload's text against the state its reader saw (`reader`: the seat it went to, null for the channel). */
function checkText(text: string, s: LoneWolvesState, reader: number | null, where: string, report: LeakReport): void {
  const { played, tokens } = publicAt(s);
  const own = reader === null ? [] : (s.hands[reader] ?? []);
  for (const m of text.matchAll(CARD)) {
    const card = { colour: MARKS.indexOf(m[1] as string), value: Number(m[2]) };
    report.cards++;
    expect(played.some((c) => same(c, card)) || own.some((c) => same(c, card)), `${where}: ${m[0]} was neither played nor in the reader's hand`).toBe(true);
  }
  for (const [kind, pattern] of TOKEN_NAMES) {
    if (!pattern.test(text)) continue;
    report.tokens++;
    expect(tokens.has(kind), `${where}: names a ${kind} token, which lies face down`).toBe(true);
  }
}

export async function assertNoLoneWolvesLeaks(h: Pick<Harness, 'fake' | 'read'>): Promise<LeakReport> {
  const games = await replay(h);
  const boards = new Map((await h.read((q) => q.db.select().from(q.t.matches))).map((m) => [m.id, m.boardMessageId]));
  const report: LeakReport = { payloads: 0, hands: 0, cards: 0, tokens: 0 };
  for (const request of h.fake.requests) {
    const audience = request.target.audience;
    const raw = request.body as { data?: unknown } | undefined;
    if (!audience || !raw || typeof raw !== 'object') continue;
    const payload = (raw.data ?? raw) as { embeds?: Array<{ fields?: Array<{ name: string; value: string }> }>; components?: unknown[] };
    assertWithinDiscordLimits(payload as never);
    const text = JSON.stringify(payload);
    const ids = [...text.matchAll(/"custom_id":"([^"]+)"/g)].map((m) => parseCustomId(m[1] as string)).filter((p) => p?.game === GAME);
    const game = ids[0] ? games.get(ids[0].matchId) : undefined;
    report.payloads++;
    for (const field of (payload.embeds ?? []).flatMap((e) => e.fields ?? [])) {
      if (!HAND_FIELD.test(field.name)) continue;
      report.hands++;
      expect(audience.kind, `a hand was sent to channel ${JSON.stringify(audience)}`).toBe('user');
      const seats = [...games.values()].flatMap((g) => g.userIds.map((u, seat) => (u === (audience as { userId?: string }).userId ? g.hands[seat] : undefined)));
      expect(seats.some((set) => set?.has(field.value)), `${JSON.stringify(audience)} was shown a hand that was never theirs:\n${field.value}`).toBe(true);
    }
    if (!game || !ids[0]) continue;
    const reader = audience.kind === 'user' ? game.userIds.indexOf(audience.userId) : null;
    checkText(text, stateAt(game, ids[0].version), reader === -1 ? null : reader, `${request.method} ${request.path}`, report);
  }
  // The final boards (no components left, so no version on them): against the end of their game.
  for (const [matchId, game] of games) {
    const boardId = boards.get(matchId);
    const board = boardId ? h.fake.message(boardId) : undefined;
    if (board) checkText(JSON.stringify([board.content, board.embeds]), stateAt(game, game.last), null, `final board of ${matchId}`, report);
  }
  return report;
}
