/** Shared helpers of the Guys UI tests: contexts in either language, and states from seeded random play. */
import { guys, type GuysState } from '../../../src/games/guys/index.js';
import '../../../src/discord/ui/index.js';
import { translator, type Language } from '../../../src/discord/i18n/index.js';
import type { MatchContext } from '../../../src/discord/ui/types.js';
import { makeRand } from '../../support/conformance.js';

export const NAMES = ['Ann', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];
export const userId = (seat: number) => `20000000000000000${seat}`;
export const DEADLINE = 1_800_000_000_000;

export function ctxFor(players: number, lang: Language = 'en', over: Partial<MatchContext> = {}): MatchContext {
  return {
    game: 'guys',
    matchId: 'g1abc',
    version: 12,
    guildId: '900000000000000001',
    guildName: 'Card Club',
    channelId: '900000000000000002',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: userId(seat), displayName: NAMES[seat] as string, forfeited: false })),
    turnDeadline: DEADLINE,
    status: 'active',
    lang,
    t: translator(lang, 'guys'),
    ...over,
  };
}

/** Names and a server name at Discord's maximum lengths, full of markdown. */
export function longCtx(players: number, lang: Language = 'en'): MatchContext {
  return ctxFor(players, lang, {
    guildName: '*_~`|>'.repeat(16) + 'abcd',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: userId(seat), displayName: `**${'_'.repeat(28)}${seat}`, forfeited: false })),
    version: 999_999_999,
    matchId: 'abcdefghij0123456789',
  });
}

/** Every state of one seeded random game (the policy favours placing, so tables fill and abilities find targets). */
export function playout(players: number, seed: number, maxSteps = 400): GuysState[] {
  const rand = makeRand(seed);
  let s = guys.setup({ players, seed: `ui-${seed}` });
  const states = [s];
  for (let step = 0; step < maxSteps && s.toAct !== null; step++) {
    const legal = guys.legalActions(s, s.toAct);
    const places = legal.filter((a) => a.type === 'place');
    const pick = places.length && rand(3) > 0 ? places[rand(places.length)] : legal[rand(legal.length)];
    const res = guys.apply(s, s.toAct, pick!);
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
    states.push(s);
  }
  return states;
}
