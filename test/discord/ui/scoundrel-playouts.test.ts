/**
 * The Scoundrel board and hand over every state of seeded random games (both
 * variants, full dungeons and short ones that often end in a win): the hand
 * offers exactly the legal actions in one click, a weapon/bare-handed pair
 * exactly when both are legal, with the damage that the engine then deals;
 * every payload is within Discord's limits; nothing depends on the dungeon's
 * order or names a dungeon card; final screens show the score.
 */
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { scoundrel, type ScoundrelAction, type ScoundrelState } from '../../../src/games/scoundrel/index.js';
import { scoundrelUi } from '../../../src/discord/ui/scoundrel/index.js';
import { cardText } from '../../../src/discord/ui/scoundrel/cards.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { parseCustomId } from '../../../src/discord/custom-id.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { codesOf, ctxFor, dungeonReplaced, dungeonShuffled, longCtx, payloadText, playout, type PlayoutOptions } from './scoundrel-helpers.js';
import { movesOf } from './moves-of.js';

interface Stats {
  states: number;
  pairs: number;
  fatal: number;
  wasted: number;
  avoids: number;
  finalRooms: number;
  won: number;
  lost: number;
  variants: Set<string>;
}

const newStats = (): Stats => ({ states: 0, pairs: 0, fatal: 0, wasted: 0, avoids: 0, finalRooms: 0, won: 0, lost: 0, variants: new Set() });

interface Button {
  label: string;
  code: string;
}

/** The move buttons, row by row (the How to play button every hand carries left out). */
function buttonRows(p: MessagePayload): Button[][] {
  return movesOf(p).map((row) =>
    row.components.map((c) => {
      expect(c.type).toBe(ComponentType.Button);
      const b = c as unknown as { label: string; custom_id: string };
      return { label: b.label, code: parseCustomId(b.custom_id)?.action ?? '?' };
    }),
  );
}

/** The health change a button label announces, or null when it announces none. */
function announcedChange(label: string): number | null {
  if (label.includes('(no damage)') || label.includes('(no effect)')) return 0;
  const m = /\((−|\+)([0-9]+)/.exec(label);
  if (m === null) return null;
  return (m[1] === '+' ? 1 : -1) * Number(m[2]);
}

function checkNoDungeonCard(s: ScoundrelState, p: MessagePayload, what: string, ctx: MatchContext): void {
  const text = payloadText(p);
  for (const card of s.dungeon) expect(text.includes(cardText(card, ctx.t)), `${what} names dungeon card ${cardText(card, ctx.t)}`).toBe(false);
}

function checkState(s: ScoundrelState, ctx: MatchContext, stats: Stats, i: number): void {
  const boardView = scoundrel.view(s, null);
  const board = scoundrelUi.board(boardView, ctx);
  assertWithinDiscordLimits(board);
  expect(board.components ?? []).toEqual([]);
  expect(board.embeds).toHaveLength(1);
  checkNoDungeonCard(s, board, 'board', ctx);

  const view = scoundrel.view(s, 0);
  const legal = scoundrel.legalActions(s, 0);
  const hand = scoundrelUi.hand(view, legal, ctx, null);
  assertWithinDiscordLimits(hand);
  checkNoDungeonCard(s, hand, 'hand', ctx);

  // Same output whatever the dungeon's order (and, while running, whatever its cards).
  const tampered = s.over ? [dungeonShuffled(s, i)] : [dungeonShuffled(s, i), dungeonReplaced(s)];
  for (const t of tampered) {
    expect(scoundrelUi.board(scoundrel.view(t, null), ctx)).toEqual(board);
    expect(scoundrelUi.hand(scoundrel.view(t, 0), scoundrel.legalActions(t, 0), ctx, null)).toEqual(hand);
  }
  // No menus: any menu step, stale or unknown, renders the normal screen.
  for (const menu of ['~m1', '~x.y', 'garbage']) expect(scoundrelUi.hand(view, legal, ctx, menu)).toEqual(hand);

  stats.states++;
  stats.variants.add(s.variant);
  if (s.lastEvent?.type === 'avoid') stats.avoids++;
  if (s.lastEvent?.type === 'potion' && s.lastEvent.wasted) stats.wasted++;
  if (s.finalRoom && !s.over) stats.finalRooms++;

  if (s.over) {
    expect(legal).toEqual([]);
    expect(movesOf(hand)).toEqual([]);
    const score = `final score **${(s.score ?? 0) < 0 ? `−${-(s.score ?? 0)}` : String(s.score)}**`;
    expect(payloadText(board)).toContain(score);
    expect(payloadText(hand)).toContain(score);
    if (s.won) stats.won++;
    else stats.lost++;
    return;
  }

  // Exactly the legal codes, each in one click.
  const explored = exploreHand(scoundrelUi, view, legal, ctx, { maxDepth: 1 });
  expect(explored.problems).toEqual([]);
  expect(explored.tooDeep.size).toBe(0);
  expect([...explored.reached.keys()].sort()).toEqual(codesOf(legal));
  for (const screen of explored.screens) assertWithinDiscordLimits(screen.payload);

  // One row per room slot with a legal take, then avoid; a weapon/bare pair exactly when both are legal.
  const rows = buttonRows(hand);
  const legalCodes = new Set(codesOf(legal));
  const slots = [...new Set(legal.flatMap((a) => (a.type === 'take' ? [a.card] : [])))].sort();
  expect(rows.length).toBe(slots.length + (legalCodes.has('a') ? 1 : 0));
  slots.forEach((slot, r) => {
    const row = rows[r] as Button[];
    const pair = legalCodes.has(`t${slot}`) && legalCodes.has(`t${slot}w`);
    expect(row.map((b) => b.code)).toEqual(pair ? [`t${slot}w`, `t${slot}`] : [`t${slot}`]);
    if (pair) {
      stats.pairs++;
      expect(row[0]?.label).toContain('with weapon');
      expect(row[1]?.label).toContain('bare-handed');
    }
  });
  if (legalCodes.has('a')) expect(rows[rows.length - 1]).toEqual([{ label: '🏃 Avoid the room', code: 'a' }]);

  // The damage or healing a button announces is what the engine does.
  for (const b of rows.flat()) {
    const change = announcedChange(b.label);
    if (b.code === 'a' || b.label.startsWith('🗡️')) {
      expect(change).toBeNull();
      continue;
    }
    const r = scoundrel.apply(s, 0, scoundrel.decodeAction(b.code) as ScoundrelAction);
    if (!r.ok) throw new Error(r.error.message);
    expect(change, b.label).toBe(r.state.health - s.health);
    if (b.label.includes('fatal')) {
      stats.fatal++;
      expect(r.state.over && !r.state.won).toBe(true);
    } else {
      expect(r.state.health > 0, b.label).toBe(true);
    }
  }
}

const GAMES: PlayoutOptions[] = [];
for (const variant of ['standard', 'strict'] as const) {
  for (let k = 0; k < 12; k++) {
    GAMES.push({
      variant,
      seed: k + (variant === 'strict' ? 500 : 0),
      size: [44, 44, 44, 44, 12, 9, 16, 7, 44, 20, 10, 5][k] as number,
      careful: [0, 0.5, 0.9, 1, 0.8, 0.8, 0.9, 0.5, 0.95, 0.9, 0.7, 0][k] as number,
      avoid: [0, 0.3, 0.5, 0.1, 0.2, 0, 0.5, 0, 0.9, 0.3, 0.1, 0][k] as number,
    });
  }
}

function runGame(game: PlayoutOptions, stats: Stats): void {
  const ctx = game.seed % 2 ? longCtx() : ctxFor();
  const states = playout(game);
  states.forEach((s, i) => checkState(s, ctx, stats, i));
  expect(states[states.length - 1]?.over).toBe(true);
}

describe('Scoundrel UI over seeded random games', () => {
  it.each(GAMES.map((g) => [`${g.variant} seed ${g.seed}, ${g.size} cards, careful ${g.careful}, avoid ${g.avoid}`, g] as const))('%s', (_name, game) => {
    runGame(game, newStats());
  });

  it('covers wins, deaths, both variants, weapon pairs, fatal fights, wasted potions, avoided and final rooms', () => {
    const total = newStats();
    for (const game of GAMES) runGame(game, total);
    expect(total.states).toBeGreaterThan(200);
    expect([...total.variants].sort()).toEqual(['standard', 'strict']);
    expect(total.won).toBeGreaterThan(0);
    expect(total.lost).toBeGreaterThan(0);
    expect(total.pairs).toBeGreaterThan(20);
    expect(total.fatal).toBeGreaterThan(0);
    expect(total.wasted).toBeGreaterThan(0);
    expect(total.avoids).toBeGreaterThan(0);
    expect(total.finalRooms).toBeGreaterThan(0);
  });
});
