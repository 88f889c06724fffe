/** In a server, people are named by their nickname there (render.ts namesIn): seats, pictures and event texts alike. */
import { describe, expect, it } from 'vitest';
import type { Match, MatchPlayer } from '../../src/db/schema/sqlite.js';
import { eventText } from '../../src/discord/events.js';
import { matchContext, namesIn, type Names } from '../../src/discord/render.js';
import { games } from '../../src/games/index.js';
import { DM_GUILD } from '../../src/play/solo.js';

const CLUB = '900000000000000001';
/** Ann is "Annie" in the club only; Ben has no nickname anywhere. */
const NAMES: Names = {
  guildName: () => 'Card Club',
  displayName: (userId, guildId) => (userId === '1' ? (guildId === CLUB ? 'Annie' : 'Ann') : 'Ben'),
};

function match(guildId: string): { match: Match; players: MatchPlayer[] } {
  const state = games.loners!.setup({ players: 2, seed: 'names-in', options: {} });
  return {
    match: { id: 'names00000', game: 'loners', guildId, channelId: '2', status: 'active', state, version: 3, turnDeadline: null } as unknown as Match,
    players: ['1', '2'].map((userId, seat) => ({ seat, userId, forfeited: false, computer: null }) as unknown as MatchPlayer),
  };
}

describe('names in a server', () => {
  it('namesIn asks for the server given, unless told another; a solo run in DMs asks for none', () => {
    expect(namesIn(NAMES, CLUB).displayName('1')).toBe('Annie');
    expect(namesIn(NAMES, CLUB).displayName('1', '900000000000000002')).toBe('Ann');
    expect(namesIn(NAMES, DM_GUILD).displayName('1')).toBe('Ann');
  });

  it("a match's seats (what hands, menus and pictures name) use the nicknames of the match's server", () => {
    const { match: m, players } = match(CLUB);
    expect(matchContext(m, players, NAMES, 'en').seats.map((s) => s.displayName)).toEqual(['Annie', 'Ben']);
    const elsewhere = match('900000000000000002');
    expect(matchContext(elsewhere.match, elsewhere.players, NAMES, 'de').seats.map((s) => s.displayName)).toEqual(['Ann', 'Ben']);
  });

  it('event texts that list names use the nicknames too', () => {
    const { match: m, players } = match(CLUB);
    const text = eventText({ kind: 'match_won', winners: [0], scores: [3, 1] }, { match: m, players, names: NAMES, lang: 'en' });
    expect(text).toContain('Annie 3');
    expect(text).toContain('Ben 1');
    expect(text).not.toMatch(/\bAnn 3/);
  });
});
