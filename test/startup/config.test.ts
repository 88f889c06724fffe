import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, ConfigError, loadConfig } from '../../src/startup/config.js';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.s3cr3t-t0ken_value-xyz';

function errorOf(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN })).toEqual({
      discordToken: TOKEN,
      databasePath: 'data/bot.sqlite',
      discordApiUrl: undefined,
      devGuildId: undefined,
      logLevel: 'info',
      turnTimeoutSeconds: 300,
      lobbyIdleMinutes: 15,
      images: true,
      discordKeepAliveSeconds: 60,
      hostLanguage: 'en',
    });
    expect(CONFIG_DEFAULTS.databasePath).toBe('data/bot.sqlite');
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        DISCORD_TOKEN: ` ${TOKEN} `,
        DATABASE_PATH: '/var/lib/bot/db.sqlite',
        DISCORD_API_URL: 'http://127.0.0.1:8080/api/',
        DEV_GUILD_ID: '123456789012345678',
        LOG_LEVEL: 'DEBUG',
        TURN_TIMEOUT_SECONDS: '30',
        LOBBY_IDLE_MINUTES: '60',
        IMAGES: 'OFF',
        DISCORD_KEEP_ALIVE_SECONDS: '300',
        HOST_LANGUAGE: ' DE ',
      }),
    ).toEqual({
      discordToken: TOKEN,
      databasePath: '/var/lib/bot/db.sqlite',
      discordApiUrl: 'http://127.0.0.1:8080/api',
      devGuildId: '123456789012345678',
      logLevel: 'debug',
      turnTimeoutSeconds: 30,
      lobbyIdleMinutes: 60,
      images: false,
      discordKeepAliveSeconds: 300,
      hostLanguage: 'de',
    });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({
      DISCORD_TOKEN: TOKEN,
      DATABASE_PATH: '',
      DISCORD_API_URL: ' ',
      DEV_GUILD_ID: '',
      LOG_LEVEL: '',
      TURN_TIMEOUT_SECONDS: '',
      LOBBY_IDLE_MINUTES: '',
    });
    expect(config.databasePath).toBe('data/bot.sqlite');
    expect(config.discordApiUrl).toBeUndefined();
    expect(config.devGuildId).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.turnTimeoutSeconds).toBe(300);
  });

  it('strips a "Bot " prefix from the token', () => {
    expect(loadConfig({ DISCORD_TOKEN: `Bot ${TOKEN}` }).discordToken).toBe(TOKEN);
  });

  it('explains how to get a token when it is missing', () => {
    for (const value of [undefined, '', '   ']) {
      const err = errorOf({ DISCORD_TOKEN: value });
      expect(err.name).toBe('ConfigError');
      expect(err.message).toContain('DISCORD_TOKEN');
      expect(err.message).toContain('Developer Portal');
      expect(err.message).toContain('Reset Token');
      expect(err.message).toContain('.env');
    }
  });

  it('rejects a token with whitespace or quotes without echoing it', () => {
    for (const bad of [`${TOKEN} extra`, `"${TOKEN}"`]) {
      const err = errorOf({ DISCORD_TOKEN: bad });
      expect(err.message).toContain('DISCORD_TOKEN');
      expect(err.message).not.toContain(TOKEN);
      expect(err.message).not.toContain('s3cr3t');
    }
  });

  it.each([
    ['DISCORD_API_URL', 'not a url', 'http(s) URL'],
    ['DISCORD_API_URL', 'ftp://example.com/api', 'http(s) URL'],
    ['DISCORD_API_URL', 'https://discord.com/api/v10', 'API version'],
    ['DEV_GUILD_ID', '1234', '17 to 20 digits'],
    ['DEV_GUILD_ID', '123456789012345678901', '17 to 20 digits'],
    ['DEV_GUILD_ID', '12345678901234567a', '17 to 20 digits'],
    ['LOG_LEVEL', 'verbose', 'fatal, error, warn, info, debug, trace, silent'],
    ['TURN_TIMEOUT_SECONDS', '29', 'from 30 to 86400'],
    ['TURN_TIMEOUT_SECONDS', '86401', 'from 30 to 86400'],
    ['TURN_TIMEOUT_SECONDS', '60.5', 'whole number'],
    ['TURN_TIMEOUT_SECONDS', '-60', 'whole number'],
    ['TURN_TIMEOUT_SECONDS', '1e3', 'whole number'],
    ['TURN_TIMEOUT_SECONDS', 'five minutes', 'whole number'],
    ['LOBBY_IDLE_MINUTES', '0', 'from 1 to 1440'],
    ['LOBBY_IDLE_MINUTES', 'abc', 'whole number'],
    ['IMAGES', 'yes', 'on or off'],
    ['DISCORD_KEEP_ALIVE_SECONDS', '0', 'from 1 to 300'],
    ['DISCORD_KEEP_ALIVE_SECONDS', '400', 'from 1 to 300'],
  ])('rejects %s=%j', (name, value, expected) => {
    const err = errorOf({ DISCORD_TOKEN: TOKEN, [name]: value });
    expect(err.problems).toHaveLength(1);
    expect(err.message).toContain(name);
    expect(err.message).toContain(expected);
    expect(err.message).toContain(value);
    expect(err.message).not.toContain(TOKEN);
  });

  it('reports every problem at once, never including the token', () => {
    const err = errorOf({
      DISCORD_TOKEN: TOKEN,
      DEV_GUILD_ID: 'x',
      LOG_LEVEL: 'loud',
      TURN_TIMEOUT_SECONDS: '1',
    });
    expect(err.problems).toHaveLength(3);
    expect(err.message).toMatch(/DEV_GUILD_ID[\s\S]*LOG_LEVEL[\s\S]*TURN_TIMEOUT_SECONDS/);
    expect(err.message).not.toContain(TOKEN);
    expect(JSON.stringify(err)).not.toContain(TOKEN);
  });

  it('accepts the range limits', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, TURN_TIMEOUT_SECONDS: '86400' }).turnTimeoutSeconds).toBe(86_400);
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_KEEP_ALIVE_SECONDS: '1' }).discordKeepAliveSeconds).toBe(1);
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, DEV_GUILD_ID: '12345678901234567' }).devGuildId).toBe('12345678901234567');
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_API_URL: 'https://discord.com/api' }).discordApiUrl).toBe(
      'https://discord.com/api',
    );
  });

  it('does not read process.env when given an env object', () => {
    const saved = process.env.DISCORD_TOKEN;
    process.env.DISCORD_TOKEN = TOKEN;
    try {
      expect(() => loadConfig({})).toThrow(ConfigError);
    } finally {
      if (saved === undefined) delete process.env.DISCORD_TOKEN;
      else process.env.DISCORD_TOKEN = saved;
    }
  });
});

describe('loadConfig in the host language', () => {
  it('words every problem in German with HOST_LANGUAGE=de, naming the same variables and values', () => {
    const env = { HOST_LANGUAGE: 'de', DEV_GUILD_ID: 'x', LOG_LEVEL: 'loud', TURN_TIMEOUT_SECONDS: '1', IMAGES: 'maybe' };
    const german = errorOf(env);
    const english = errorOf({ ...env, HOST_LANGUAGE: 'en' });
    expect(german.message).toMatch(/^Ungültige Konfiguration:\n {2}- DISCORD_TOKEN ist nicht gesetzt\./);
    expect(german.problems).toHaveLength(5);
    expect(german.message).toContain('TURN_TIMEOUT_SECONDS muss eine ganze Zahl von 30 bis 86400 Sekunden sein (angegeben: „1“; Standard 300).');
    for (const fact of ['DEV_GUILD_ID', '„x“', 'LOG_LEVEL', '„loud“', 'IMAGES', '„maybe“', 'https://discord.com/developers/applications']) expect(german.message).toContain(fact);
    expect(english.message).toMatch(/^Invalid configuration:\n {2}- DISCORD_TOKEN is not set\./);
  });

  it('follows the system locale when HOST_LANGUAGE is unset', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, LANG: 'de_DE.UTF-8' }).hostLanguage).toBe('de');
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, LANG: 'de_DE.UTF-8', LC_ALL: 'C.UTF-8' }).hostLanguage).toBe('en');
    expect(errorOf({ LANG: 'de_AT.UTF-8' }).message).toMatch(/^Ungültige Konfiguration: DISCORD_TOKEN ist nicht gesetzt\./);
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, LANG: 'de_DE.UTF-8', HOST_LANGUAGE: 'en' }).hostLanguage).toBe('en');
  });

  it('reports a HOST_LANGUAGE it does not know, in the system language', () => {
    expect(errorOf({ DISCORD_TOKEN: TOKEN, HOST_LANGUAGE: 'fr' }).message).toBe(
      'Invalid configuration: HOST_LANGUAGE must be en or de (got "fr"): the language of the bot\'s messages to you, its host. Leave it unset to follow the system\'s (LANG).',
    );
    expect(errorOf({ DISCORD_TOKEN: TOKEN, HOST_LANGUAGE: 'fr', LANG: 'de_CH.UTF-8' }).message).toMatch(/^Ungültige Konfiguration: HOST_LANGUAGE muss en oder de sein \(angegeben: „fr“\)/);
  });
});
