/** Shared helpers of the Lone Wolves UI tests: contexts, seeded random games, fixed deals. */
import { loneWolves, type LoneWolvesAction, type LoneWolvesOptions, type LoneWolvesState } from '../../../src/games/lone-wolves/index.js';
import { registerUi } from '../../../src/discord/ui/index.js';
import { loneWolvesUi } from '../../../src/discord/ui/lone-wolves/index.js';
import { translator, type Language } from '../../../src/discord/i18n/index.js';
import type { MatchContext } from '../../../src/discord/ui/types.js';
import { makeRand } from '../../support/conformance.js';

// The game's texts, whether or not src/discord/ui/index.ts lists it yet (registering again replaces).
registerUi(loneWolvesUi);

export const NAMES = ['Ann', 'Ben'];
export const userId = (seat: number) => `10000000000000000${seat}`;
export const DEADLINE = 1_800_000_000_000;

export function ctxFor(lang: Language = 'en', over: Partial<MatchContext> = {}): MatchContext {
  return {
    game: 'lone-wolves',
    matchId: 'm1abc',
    version: 7,
    guildId: '900000000000000001',
    guildName: 'Card Club',
    channelId: '900000000000000002',
    seats: [0, 1].map((seat) => ({ seat, userId: userId(seat), displayName: NAMES[seat] as string, forfeited: false })),
    turnDeadline: DEADLINE,
    status: 'active',
    lang,
    t: translator(lang, 'lone-wolves'),
    ...over,
  };
}

/** Names and a server name at Discord's maximum lengths, full of markdown; the longest ids. */
export function longCtx(lang: Language = 'en'): MatchContext {
  return ctxFor(lang, {
    guildName: '*_~`|>'.repeat(16) + 'abcd',
    seats: [0, 1].map((seat) => ({ seat, userId: userId(seat), displayName: `**${'_'.repeat(28)}${seat}${'ẞ'.repeat(8)}`, forfeited: false })),
    version: 999_999_999,
    matchId: 'abcdefghij0123456789',
  });
}

/** The same context in another language. */
export function inLanguage(ctx: MatchContext, lang: Language): MatchContext {
  return { ...ctx, lang, t: translator(lang, 'lone-wolves') };
}

export interface PlayoutOptions {
  seed: number;
  /** Chance (0–1) of taking a scar token when one may be taken (else any legal action): more tokens, more moons. */
  scarBias?: number;
  options?: Partial<LoneWolvesOptions>;
}

/** Every state of one seeded random game, the first included. */
export function playout(o: PlayoutOptions): LoneWolvesState[] {
  const rand = makeRand(o.seed);
  let s = loneWolves.setup({ players: 2, seed: `ui-${o.seed}`, ...(o.options ? { options: o.options } : {}) });
  const states = [s];
  while (s.toAct !== null) {
    const legal = loneWolves.legalActions(s, s.toAct);
    const scars = legal.filter((a) => a.type === 'scar');
    const pool = scars.length > 0 && rand(1000) < (o.scarBias ?? 0.5) * 1000 ? scars : legal;
    const res = loneWolves.apply(s, s.toAct, pool[rand(pool.length)] as LoneWolvesAction);
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
    states.push(s);
  }
  return states;
}

export const codesOf = (actions: readonly LoneWolvesAction[]) => actions.map(loneWolves.encodeAction).sort();
