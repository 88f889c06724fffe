/**
 * The host's messages in English and German: every message exists in both
 * (the type sees to that), is translated, and carries the same facts — the
 * variables, paths, URLs, commands and numbers a host acts on.
 */
import { describe, expect, it } from 'vitest';
import { hostLanguageOf, systemLanguage } from '../../src/startup/host-language.js';
import { hostMessages, type HostMessages } from '../../src/startup/host-messages/index.js';

/** Arguments for every message (the compiler insists on one entry per key). */
const samples: { [K in keyof HostMessages]: Parameters<HostMessages[K]>[] } = {
  configInvalid: [[['DEV_GUILD_ID first']], [['DEV_GUILD_ID first', 'LOG_LEVEL second']]],
  missingToken: [[]],
  tokenHasSpaces: [[]],
  apiUrlNotHttp: [['ftp://example.org']],
  apiUrlWithVersion: [['https://discord.com/api/v10']],
  devGuildIdInvalid: [['12ab']],
  dailySecretShort: [[]],
  logLevelInvalid: [[['fatal', 'error', 'info'], 'loud']],
  wholeNumberInvalid: [
    ['TURN_TIMEOUT_SECONDS', 'seconds', 30, 86400, '7', 300],
    ['LOBBY_IDLE_MINUTES', 'minutes', 1, 1440, '0', 15],
    ['MATCH_LOG_RETENTION_DAYS', 'days', 0, 36500, 'forever', 180],
    ['PORT', 'port', 1, 65535, '80000', 8080],
  ],
  imagesInvalid: [['maybe']],
  databaseUrlInvalid: [[]],
  shardCountInvalid: [['zero'], ['']],
  shardIdsInvalid: [['0,5', 4]],
  interactionsInvalid: [['webhook']],
  publicKeyInvalid: [[]],
  publicKeyMissing: [[]],
  rulesUrlInvalid: [['ftp://example.org/rules']],
  hostLanguageInvalid: [['fr']],
  privacyUrlInvalid: [['example.org/privacy']],
  gatewaySilent: [[60]],
  portUnavailable: [[8080, 'EADDRINUSE'], [80, 'EACCES']],
  folderNotWritable: [['data/bot.sqlite', '/srv/data', 1000, 0], ['data/bot.sqlite', '/srv/data', undefined]],
  folderNotEnterable: [['data/bot.sqlite', '/srv/data', 1000, 0], ['data/bot.sqlite', '/srv/data', undefined]],
  folderCannotBeCreated: [['data/bot.sqlite', '/srv/data', '/srv', 1000, 0], ['data/bot.sqlite', '/srv/data', '/srv', undefined]],
  noFolderExists: [['/srv/data/bot.sqlite']],
  readOnlyFileSystem: [['data/bot.sqlite', '/srv/data']],
  isAFolder: [['data', '/srv/data/']],
  notARegularFile: [['/dev/null', '/dev/null']],
  fileInTheWay: [['data/x/bot.sqlite', '/srv/data/x']],
  fileNotWritable: [['data/bot.sqlite', '/srv/data/bot.sqlite', 1000, 0], ['data/bot.sqlite', '/srv/data/bot.sqlite', undefined]],
  notADatabase: [['data/bot.sqlite', '/srv/data/bot.sqlite']],
  damaged: [['data/bot.sqlite', '/srv/data/bot.sqlite', 'SQLITE_CORRUPT']],
  sqliteCannotWrite: [['data/bot.sqlite', '/srv/data/bot.sqlite', 'SQLITE_READONLY', 1000], ['data/bot.sqlite', '/srv/data/bot.sqlite', 'SQLITE_READONLY', undefined]],
  diskFull: [['data/bot.sqlite', '/srv/data/bot.sqlite']],
  locked: [['data/bot.sqlite', '/srv/data/bot.sqlite']],
  ioError: [['data/bot.sqlite', '/srv/data/bot.sqlite', 'SQLITE_IOERR_WRITE']],
  tokenRefused: [[]],
  noAnswerInTime: [[]],
  noAnswerWithin: [[10_000], [300]],
  discordUnreachable: [[undefined, 'ECONNREFUSED'], ['http://127.0.0.1:9/api', 'ECONNREFUSED']],
  discordTrouble: [[undefined, 502], ['http://127.0.0.1:9/api', 503]],
  discordRefused: [[403, 'Missing Access']],
  rateLimited: [[4200]],
  intentsRefused: [[]],
  tokenCheckFailed: [['EBADF']],
  unknown: [['EBADF']],
  causedBy: [[]],
  healthy: [[14, '/srv/data/bot.sqlite']],
  unhealthy: [['/srv/data/bot.sqlite']],
  healthNoDatabase: [['data/bot.sqlite', '/srv/data/bot.sqlite']],
  healthIsAFolder: [['data', '/srv/data']],
  healthNoHeartbeat: [['/srv/data/bot.sqlite', 15]],
  healthStale: [['/srv/data/bot.sqlite', 75, '2026-01-02T03:02:50.000Z']],
  healthLocked: [['/srv/data/bot.sqlite', 2]],
  healthNotOurs: [['data/bot.sqlite', '/srv/data/bot.sqlite']],
  healthEndpoint: [['http://127.0.0.1:8080/healthz']],
  healthEndpointRefused: [['http://127.0.0.1:8080/healthz', 503]],
  healthEndpointSilent: [['http://127.0.0.1:8080/healthz', 'ECONNREFUSED']],
  commandsCleared: [[]],
  commandsRegistered: [['123456789012345678'], [undefined]],
};

/** What a host acts on: variables, paths, URLs, shell commands, numbers and quoted values. */
function facts(text: string): string[] {
  const patterns = [
    /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bIMAGES\b|\bLANG\b/g, // variables
    /https?:\/\/[^\s)"“”„]+[^\s).,:"“”„]/g, // URLs
    /(?<![\w:/-])\/\w[\w.-]*(?:\/[\w.-]*)*/g, // paths
    /\b(?:chown|chmod|mkdir) (?:-p |o\+x )?[\w/.-]+/g, // commands
    /\/settings images|\/v10|:ro\b|-wal|-shm/g,
    /\b\d+\b/g, // numbers
  ];
  return patterns.flatMap((p) => text.match(p) ?? []);
}

const keys = Object.keys(samples) as (keyof HostMessages)[];

describe('the host messages', () => {
  it('have a sample for every message and no extra', () => {
    expect(keys.sort()).toEqual(Object.keys(hostMessages.en).sort());
    expect(Object.keys(hostMessages.de).sort()).toEqual(Object.keys(hostMessages.en).sort());
  });

  for (const key of keys) {
    it(`${key}: translated, with the same facts`, () => {
      for (const args of samples[key]) {
        const call = (language: 'en' | 'de') => (hostMessages[language][key] as (...a: unknown[]) => string)(...args);
        const en = call('en');
        const de = call('de');
        expect(de.length).toBeGreaterThan(0);
        expect(de).not.toBe(en);
        expect(facts(de).sort()).toEqual(facts(en).sort());
        // No English left in the German text.
        expect(de).not.toMatch(/\b(the|is|not|and|must|this|with|your|Check|Give|Point)\b/);
      }
    });
  }
});

describe('hostLanguageOf', () => {
  it('takes HOST_LANGUAGE first, then LC_ALL, LC_MESSAGES and LANG', () => {
    expect(hostLanguageOf({ HOST_LANGUAGE: 'de' })).toEqual({ language: 'de' });
    expect(hostLanguageOf({ HOST_LANGUAGE: 'EN', LANG: 'de_DE.UTF-8' })).toEqual({ language: 'en' });
    expect(hostLanguageOf({ LANG: 'de_DE.UTF-8' })).toEqual({ language: 'de' });
    expect(hostLanguageOf({ LC_MESSAGES: 'en_GB.UTF-8', LANG: 'de_DE.UTF-8' })).toEqual({ language: 'en' });
    expect(hostLanguageOf({ LC_ALL: 'de_CH', LC_MESSAGES: 'en_US' })).toEqual({ language: 'de' });
    expect(hostLanguageOf({ LC_ALL: ' ', LANG: 'de' })).toEqual({ language: 'de' });
    expect(hostLanguageOf({})).toEqual({ language: 'en' });
    expect(systemLanguage({ LANG: 'C.UTF-8' })).toBe('en');
    expect(systemLanguage({ LANG: 'fr_FR.UTF-8' })).toBe('en');
  });

  it('reports a language it does not have, and falls back to the system one', () => {
    expect(hostLanguageOf({ HOST_LANGUAGE: 'fr', LANG: 'de_DE.UTF-8' })).toEqual({ language: 'de', invalid: 'fr' });
    expect(hostLanguageOf({ HOST_LANGUAGE: 'german' })).toEqual({ language: 'en', invalid: 'german' });
  });
});
