/**
 * What explains a game, for every registered game: "How to play" (goal, a
 * turn, the buttons, the way to the full rules, a link when the host
 * publishes them) and "How to read this" (every symbol its pictures draw),
 * in both languages and within Discord's limits; and the 📖 button on every
 * lobby and every hand, the fullest menus included.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { Match, MatchPlayer } from '../../../src/db/schema/sqlite.js';
import { LANGUAGES, translator } from '../../../src/discord/i18n/index.js';
import { lobbyPayload } from '../../../src/discord/render.js';
import { uis } from '../../../src/discord/ui/index.js';
import { registeredGames } from '../../../src/games/index.js';
import { assertWithinDiscordLimits } from '../../support/discord-limits.js';
import { pictureFixtures } from '../../support/picture-fixtures.js';
import { playoutScenes } from '../../images/playout-scenes.js';
import { loners } from '../../../src/games/loners/index.js';
import { lonersUi } from '../../../src/discord/ui/loners/index.js';
import { exploreHand } from '../../support/ui-navigator.js';
import { gameCtx } from './game-ctx.js';
import { ctxFor, inflateHand, playout } from './loners-helpers.js';
import { rulesButtonsOf } from './moves-of.js';

const GAMES = registeredGames()
  .map((r) => r.engine.id)
  .filter((id) => uis[id]);

const textOf = (p: object) => JSON.stringify(p);

describe.each(GAMES)('%s: How to play', (game) => {
  const ui = uis[game]!;

  it('gives the goal, a turn and the buttons, then the way to the full rules, in both languages', () => {
    const [en, de] = LANGUAGES.map((lang) => ui.howToPlay(translator(lang, game)));
    for (const p of [en!, de!]) {
      assertWithinDiscordLimits(p);
      const embed = p.embeds![0]!;
      expect(embed.fields?.map((f) => f.value.length > 20)).toEqual([true, true, true]);
      expect(p.components ?? []).toEqual([]);
    }
    expect(en!.embeds![0]!.footer?.text).toBe(`The full rules: /${game} rules`);
    expect(de!.embeds![0]!.footer?.text).toBe(`Alle Regeln: /${game} regeln`);
    expect(en!.embeds![0]!.fields!.map((f) => f.name)).toEqual(['Goal', 'A turn', 'The buttons']);
    expect(de!.embeds![0]!.fields!.map((f) => f.name)).toEqual(['Ziel', 'Ein Zug', 'Die Buttons']);
    expect(textOf(de!)).not.toEqual(textOf(en!));
  });

  it("links the host's published rules page when there is one", () => {
    for (const base of ['https://example.org/rules/', 'https://example.org/rules']) {
      const p = ui.howToPlay(translator('en', game), base);
      assertWithinDiscordLimits(p);
      const button = p.components![0]!.components[0] as { style: number; url: string; label: string };
      expect(button).toMatchObject({ style: ButtonStyle.Link, url: `https://example.org/rules/${game}.md`, label: 'Full rules online' });
    }
  });
});

/** Symbols drawn as text in a game's pictures, fixtures and seeded games (not letters, digits, punctuation or arithmetic). */
function symbolsDrawn(game: string): Set<string> {
  const out = new Set<string>();
  const scenes = [...pictureFixtures('en').filter((x) => x.game === game), ...playoutScenes(game, { gamesPerSize: 1, every: 3, langs: ['en'] })].map((d) => d.scene);
  for (const scene of scenes) for (const op of scene.ops) if (op.op === 'text') for (const ch of op.text) if (/[\p{So}]/u.test(ch)) out.add(ch);
  return out;
}

describe.each(GAMES.filter((id) => uis[id]?.images))('%s: How to read this', (game) => {
  const ui = uis[game]!;

  it('exists in both languages, within limits', () => {
    expect(ui.legend).toBeDefined();
    const [en, de] = LANGUAGES.map((lang) => ui.legend!(translator(lang, game)));
    for (const p of [en!, de!]) assertWithinDiscordLimits(p);
    expect(en!.embeds![0]!.title).toMatch(/^🔍 How to read the pictures of /);
    expect(de!.embeds![0]!.title).toMatch(/^🔍 So liest du die Bilder von /);
  });

  it('explains every symbol its pictures draw', () => {
    const drawn = symbolsDrawn(game);
    // Every game here draws some (▲ ▼ ⚠, ☠ ⚔ ♥, ★, ⚔ ★): the check is not empty.
    if (game !== 'guys') expect(drawn.size).toBeGreaterThan(1);
    for (const lang of LANGUAGES) {
      const legend = textOf(ui.legend!(translator(lang, game)));
      for (const symbol of drawn) expect(legend.includes(symbol), `${lang}: ${symbol}`).toBe(true);
    }
  });
});

describe('the 📖 How to play button', () => {
  const lobby = (game: string) =>
    lobbyPayload({ id: 'm1abc', game, version: 3, status: 'lobby', hostUserId: '1', options: {}, computerTakeover: false, lobbyExpiresAt: 0 } as unknown as Match, [{ userId: '1', seat: 0, computer: null } as unknown as MatchPlayer], 'de');

  it.each(GAMES.filter((id) => !registeredGames().find((r) => r.engine.id === id)?.settings.solo))('is on the lobby of %s, in the reader language, with its rows within limits', (game) => {
    const p = lobby(game);
    assertWithinDiscordLimits(p);
    expect(rulesButtonsOf(p)).toEqual([expect.objectContaining({ custom_id: `${game}:m1abc:3:!rules`, label: 'So wird gespielt' })]);
  });

  it('leaves the lobby without buttons once it is closed', () => {
    const closed = lobbyPayload({ id: 'm1abc', game: 'loners', version: 3, status: 'cancelled', hostUserId: '1', options: {} } as unknown as Match, [], 'en');
    expect(closed.components).toEqual([]);
  });

  it('is one button of type 2 everywhere', () => {
    const p = lobby('loners');
    expect(p.components?.flatMap((r) => r.components).filter((c) => c.type === ComponentType.Button && (c as { custom_id?: string }).custom_id?.endsWith('!rules'))).toHaveLength(1);
  });
});

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

describe.each(GAMES)('%s hands: the 📖 button', (game) => {
  it('is on every hand and every menu step, once, within limits: with the version on a turn, without it off turn', () => {
    const engine = registeredGames().find((r) => r.engine.id === game)!.engine;
    const ui = uis[game]!;
    let checked = 0;
    for (const [players, g] of [...new Set([engine.minPlayers, engine.maxPlayers])].flatMap((n) => [0, 1, 2, 3].map((g) => [n, g] as const))) {
      const rand = lcg(players * 13 + game.length + g);
      let state = engine.setup({ players, seed: `rules-button-${game}-${players}-${g}`, options: {} });
      for (let step = 0; step < 120 && engine.toAct(state) !== null; step++) {
        const toAct = engine.toAct(state)!;
        const legal = engine.legalActions(state, toAct);
        for (let seat = 0; seat < players; seat++) {
          const ctx = gameCtx(game, players, step % 2 ? 'de' : 'en');
          const view = engine.view(state, seat);
          const explored = seat === toAct ? exploreHand(ui, view, legal, ctx).screens.map((s) => s.payload) : [ui.hand(view, [], ctx, null)];
          for (const p of explored) {
            assertWithinDiscordLimits(p);
            expect(rulesButtonsOf(p).map((b) => b.custom_id)).toEqual([`${game}:m1abc:${seat === toAct ? 7 : 0}:!rules`]);
            checked++;
          }
        }
        state = (engine.apply(state, toAct, legal[rand(legal.length)]) as { ok: true; state: unknown }).state;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('the fullest Loners menus', () => {
  it('keep room for the 📖 button: huge hands and every menu step within limits', () => {
    for (const size of [30, 45, 60]) {
      for (let seed = 0; seed < 6; seed++) {
        const s = inflateHand(playout({ players: 3, seed: 900 + seed, variant: 'standard', retreatBias: 0.3 })[10]!, size, seed);
        const seat = loners.toAct(s)!;
        const ctx = ctxFor(3);
        for (const screen of exploreHand(lonersUi, loners.view(s, seat), loners.legalActions(s, seat), ctx).screens) {
          assertWithinDiscordLimits(screen.payload);
          expect(rulesButtonsOf(screen.payload)).toHaveLength(1);
        }
      }
    }
  });
});
