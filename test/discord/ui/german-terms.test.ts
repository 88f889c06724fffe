/**
 * The German a native speaker expects, with one word for each thing
 * everywhere (texts, picture words, command localizations): the board is the
 * "Tisch", a player's table deck in Guys the "Auslage", a rating the
 * "Wertungszahl" (a game's scoring is its "Wertung"), a button a "Button", a
 * turn "endet"; no formal "Sie", no "Lauf" for a game, no "Gestapelte
 * Loners", Scoundrel's faces B, D, K, A, and Lone Wolves' scar token "Einsam"
 * beside its lone wolf (Einzelgänger is Loners' word).
 */
import { describe, expect, it } from 'vitest';
import { buildCommands } from '../../../commands/index.js';
import { resourcesOf, translator } from '../../../src/discord/i18n/index.js';
import { PLATFORM_NAMESPACES } from '../../../src/discord/locales/index.js';
import { uis } from '../../../src/discord/ui/index.js';
import { cardText } from '../../../src/discord/ui/scoundrel/cards.js';
import { pictureTexts } from '../../../src/images/texts.js';
import { flattenTexts } from '../../support/texts.js';

const german = (ns: string) => [...flattenTexts((resourcesOf('de', ns) ?? {}) as Record<string, unknown>)].map(([key, text]) => ({ where: `${ns}:${key}`, text }));

/** Every German string a command carries: names, descriptions, choices, at any depth. */
function commandGerman(node: unknown, where: string, out: Array<{ where: string; text: string }>): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'name_localizations' || key === 'description_localizations') && value && typeof value === 'object') {
      const de = (value as Record<string, string>).de;
      if (de) out.push({ where: `${where}.${key}`, text: de });
    } else commandGerman(value, `${where}.${key}`, out);
  }
}

const platform = PLATFORM_NAMESPACES.flatMap(german);
const games = Object.keys(uis).flatMap(german);
const commands: Array<{ where: string; text: string }> = [];
for (const c of buildCommands()) commandGerman(c.definition, `/${c.name}`, commands);
const kit = [...flattenTexts(pictureTexts.de as Record<string, unknown>)].map(([key, text]) => ({ where: `pictureKit:${key}`, text }));
const all = [...platform, ...games, ...commands, ...kit];

const offending = (texts: typeof all, pattern: RegExp) => texts.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text.slice(0, 80)}`);

describe('German terms', () => {
  it('are read from every text (the check has something to read)', () => {
    expect(all.length).toBeGreaterThan(500);
    expect(commands.length).toBeGreaterThan(20);
  });

  it('call the board "Tisch": never Spieltisch or Spielbrett', () => {
    expect(offending(all, /Spieltisch|Spielbrett/)).toEqual([]);
    expect(offending(all, /\bTisch\b/).length).toBeGreaterThan(3);
  });

  it('call a Guys table deck "Auslage": "Tisch" there is only the board', () => {
    expect(translator('de', 'guys')('pictures.yourTable')).toBe('DEINE AUSLAGE');
    expect(offending(german('guys'), /TISCH/)).toEqual([]);
    expect(offending(german('guys').filter(({ text }) => /Tisch/.test(text)), /^(?![\s\S]*\b(zum|am) Tisch)/)).toEqual([]);
  });

  it('call a rating "Wertungszahl"; "Wertung" alone is a game’s scoring', () => {
    expect(offending([...platform, ...commands], /Wertung(?!szahl)/)).toEqual([]);
    expect(offending(platform, /Wertungszahl/).length).toBeGreaterThan(3);
  });

  it('say "Button", not "Knopf"; a turn "endet" (never "die Zeit läuft ab")', () => {
    expect(offending(all, /Knopf|Knöpfe/)).toEqual([]);
    expect(offending(all, /läuft .*ab\b|Zeit läuft/)).toEqual([]);
    for (const game of ['loners', 'guys', 'lone-wolves']) expect(translator('de', game)('turn.clock', { turn: 'X', time: 'Y' })).toBe('X – Zug endet Y');
  });

  it('speak to the reader with du, never Sie', () => {
    expect(offending(all, /\b(Sie|Ihnen|Ihre?[mnrs]?)\b/)).toEqual([]);
  });

  it('have no "Lauf" for a game, no "Gestapelte Loners"', () => {
    expect(offending(all, /\b(Lauf|Läufe|Laufen)\b/)).toEqual([]);
    expect(offending(all, /[Gg]estapelt/)).toEqual([]);
  });

  it('name Scoundrel’s faces B, D, K, A in German and J, Q, K, A in English', () => {
    const faces = (lang: 'en' | 'de') => [11, 12, 13, 14].map((rank) => cardText({ suit: 'clubs', rank }, translator(lang, 'scoundrel')));
    expect(faces('de')).toEqual(['♣ B', '♣ D', '♣ K', '♣ A']);
    expect(faces('en')).toEqual(['♣ J', '♣ Q', '♣ K', '♣ A']);
    expect(offending(german('scoundrel'), /\b[JQ]=1[12]\b/)).toEqual([]);
  });

  it('keep "Einzelgänger" for Loners: Lone Wolves’ scar token is "Einsam", its turned wolf a "einsamer Wolf"', () => {
    expect(offending(german('lone-wolves'), /Einzelgänger/)).toEqual([]);
    expect(translator('de', 'lone-wolves')('token.lone')).toBe('Einsam');
    expect(offending(german('lone-wolves'), /einsame[rn]? W[oö]lf/).length).toBeGreaterThan(2);
  });
});
