/**
 * /help names commands as mentions Discord makes clickable when their ids
 * are known (`</loners start:123>`), and as code in the reader's language
 * when not; a solo game's own words for its lines (Scoundrel's runs) win
 * over the platform's.
 */
import { describe, expect, it } from 'vitest';
import { buildCommands } from '../../../commands/index.js';
import { helpMessage } from '../../../src/discord/help.js';

const commands = new Map(buildCommands().map((c) => [c.name, c]));
const text = (lang: 'en' | 'de', ids?: (name: string) => string | null) => JSON.stringify(helpMessage(commands, lang, ids));

describe('/help', () => {
  it('mentions every command whose id is known, with its own (English) names', () => {
    const ids = (name: string) => (name === 'loners' ? '111' : name === 'stats' ? '222' : null);
    const en = text('en', ids);
    expect(en).toContain('</loners start:111>');
    expect(en).toContain('</loners leave:111>');
    expect(en).toContain('</loners rules:111>');
    expect(en).toContain('</stats:222>');
    // Without an id: code, as before.
    expect(en).toContain('`/guys start`');
    expect(en).not.toContain('</guys');
    // German readers get the same mention (Discord shows it in their language) and localized code elsewhere.
    const de = text('de', ids);
    expect(de).toContain('</loners start:111>');
    expect(de).toContain('`/guys starten`');
  });

  it('falls back to code for every command when no id is known', () => {
    const en = text('en');
    expect(en).not.toMatch(/<\/[a-z-]+/);
    expect(en).toContain('`/scoundrel play`');
  });

  it("uses a solo game's own words where it has them, the platform's otherwise", () => {
    expect(text('en')).toContain('starts a run that you play in your DMs');
    expect(text('de')).toContain('schickt dich in ein Verlies');
    expect(text('de')).not.toMatch(/Lauf|Läufe/);
  });
});
