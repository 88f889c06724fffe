/** Shared helpers of the Scoundrel UI tests: contexts, card shorthand, seeded random play, dungeon tampering. */
import { buildDungeon, scoundrel, type ScoundrelAction, type ScoundrelCard, type ScoundrelState, type ScoundrelSuit } from '../../../src/games/scoundrel/index.js';
import '../../../src/discord/ui/index.js';
import { translator, type Language } from '../../../src/discord/i18n/index.js';
import type { MatchContext, MessagePayload } from '../../../src/discord/ui/types.js';
import { makeRand } from '../../support/conformance.js';

export const USER_ID = '100000000000000000';
export const DEADLINE = 1_800_000_000_000;

export function ctxFor(over: Partial<MatchContext> = {}): MatchContext {
  return {
    game: 'scoundrel',
    matchId: 'm1abc',
    version: 7,
    guildId: '900000000000000001',
    guildName: 'Card Club',
    channelId: '900000000000000002',
    seats: [{ seat: 0, userId: USER_ID, displayName: 'Alice', forfeited: false }],
    turnDeadline: DEADLINE,
    status: 'active',
    lang: 'en',
    t: translator('en', 'scoundrel'),
    ...over,
  };
}

/** A name and a server name at Discord's maximum lengths, full of markdown; the longest ids. */
export function longCtx(): MatchContext {
  return ctxFor({
    guildName: '*_~`|>'.repeat(16) + 'abcd',
    seats: [{ seat: 0, userId: USER_ID, displayName: `**${'_'.repeat(29)}`, forfeited: false }],
    version: 999_999_999,
    matchId: 'abcdefghij0123456789',
  });
}

const SUIT: Record<string, ScoundrelSuit> = { C: 'clubs', S: 'spades', D: 'diamonds', H: 'hearts' };
const RANK: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };

/** `cards('5D JC 10H')`. */
export function cards(codes: string): ScoundrelCard[] {
  return codes
    .trim()
    .split(/\s+/)
    .map((code) => {
      const m = /^(10|[2-9JQKA])([CSDH])$/.exec(code);
      if (m === null) throw new Error(`bad card code ${code}`);
      return { suit: SUIT[m[2] as string] as ScoundrelSuit, rank: RANK[m[1] as string] ?? Number(m[1]) };
    });
}

export function start(deck: string, variant: 'standard' | 'strict' = 'standard'): ScoundrelState {
  return scoundrel.setup({ players: 1, seed: 'ui', options: { variant, deck: cards(deck) } });
}

/** Plays action codes, throwing on any refusal. */
export function play(s: ScoundrelState, ...codes: string[]): ScoundrelState {
  let state = s;
  for (const code of codes) {
    const a = scoundrel.decodeAction(code);
    if (a === null) throw new Error(`bad code ${code}`);
    const r = scoundrel.apply(state, 0, a);
    if (!r.ok) throw new Error(`${code} refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
}

export const codesOf = (actions: readonly ScoundrelAction[]) => actions.map(scoundrel.encodeAction).sort();

export interface PlayoutOptions {
  variant: 'standard' | 'strict';
  seed: number;
  /** Dungeon size: 44 = a full shuffled dungeon, fewer = that many random distinct cards (games that end sooner, often won). */
  size: number;
  /** Chance (0–1) of playing the engine's least-damage move instead of a random one. */
  careful: number;
  /** Chance (0–1) of avoiding whenever it is legal. */
  avoid: number;
}

/** Every state of one seeded random game, the first included. */
export function playout(o: PlayoutOptions): ScoundrelState[] {
  const rand = makeRand(o.seed);
  const pool = buildDungeon();
  const deck: ScoundrelCard[] = [];
  while (deck.length < o.size && pool.length > 0) deck.push(pool.splice(rand(pool.length), 1)[0] as ScoundrelCard);
  let s = scoundrel.setup({ players: 1, seed: `ui-${o.seed}`, options: o.size >= 44 ? { variant: o.variant } : { variant: o.variant, deck } });
  const states = [s];
  for (let step = 0; step < 200 && !s.over; step++) {
    const legal = scoundrel.legalActions(s, 0);
    const avoid = legal.find((a) => a.type === 'avoid');
    let action: ScoundrelAction;
    if (avoid && rand(1000) < o.avoid * 1000) action = avoid;
    else if (rand(1000) < o.careful * 1000) action = scoundrel.timeoutAction?.(s, 0) ?? (legal[0] as ScoundrelAction);
    else action = legal[rand(legal.length)] as ScoundrelAction;
    const r = scoundrel.apply(s, 0, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    states.push(s);
  }
  return states;
}

/** The same state with the dungeon's order shuffled (same cards). */
export function dungeonShuffled(s: ScoundrelState, seed: number): ScoundrelState {
  const rand = makeRand(seed);
  const dungeon = s.dungeon.slice();
  for (let i = dungeon.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [dungeon[i], dungeon[j]] = [dungeon[j] as ScoundrelCard, dungeon[i] as ScoundrelCard];
  }
  if (dungeon.length > 1 && dungeon.every((c, i) => c === s.dungeon[i])) dungeon.reverse();
  return { ...s, dungeon };
}

/** The same state with other cards, as many, in the dungeon (changes a lost game's score, so only for running games). */
export function dungeonReplaced(s: ScoundrelState): ScoundrelState {
  const others = buildDungeon().reverse();
  return { ...s, dungeon: s.dungeon.map((_, i) => others[i % others.length] as ScoundrelCard) };
}

/** Every string of a payload, joined (to look for card names in it). */
export function payloadText(p: MessagePayload): string {
  return JSON.stringify(p);
}

/** Title, description and fields of the first embed, as plain lines. */
export function embedText(p: MessagePayload): string {
  const e = p.embeds?.[0];
  if (!e) return '';
  return [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [`## ${f.name}`, f.value])].filter((x) => x !== undefined).join('\n');
}

/** The same context in another language. */
export function inLanguage(ctx: MatchContext, lang: Language): MatchContext {
  return { ...ctx, lang, t: translator(lang, 'scoundrel') };
}

/** Everything a player reads in a payload (content, embed texts, button labels), one piece per line; no custom ids or URLs of link fields. */
export function visibleText(p: MessagePayload): string {
  const out: string[] = [];
  if (p.content !== undefined) out.push(p.content);
  for (const e of p.embeds ?? []) {
    for (const x of [e.title, e.description, e.footer?.text, e.author?.name]) if (x !== undefined) out.push(x);
    for (const f of e.fields ?? []) out.push(f.name, f.value);
  }
  for (const row of p.components ?? []) {
    for (const c of row.components) {
      const b = c as unknown as { label?: string; placeholder?: string; options?: Array<{ label: string; description?: string }> };
      for (const x of [b.label, b.placeholder, ...(b.options ?? []).flatMap((o) => [o.label, o.description])]) if (x !== undefined) out.push(x);
    }
  }
  return out.join('\n');
}
