import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, ConfigError, loadConfig } from '../../src/startup/config.js';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.s3cr3t-t0ken_value-xyz';
const PUBLIC_KEY = '0123456789abcdef'.repeat(4);

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
      discordRequestsPerSecond: 50,
      hostLanguage: 'en',
      dailySecret: undefined,
      databaseUrl: undefined,
      shards: 'auto',
      heartbeatKey: 'gateway_heartbeat',
      interactions: 'gateway',
      publicKey: undefined,
      port: 8080,
      matchLogRetentionDays: 180,
      guildDataGraceDays: 30,
      rulesUrl: undefined,
      privacyUrl: undefined,
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
        DISCORD_REQUESTS_PER_SECOND: '250',
        HOST_LANGUAGE: ' DE ',
        DAILY_SECRET: 'a daily key of enough length',
        DATABASE_URL: 'postgres://bot:secret@db.example:5432/bot',
        SHARD_IDS: '2, 3',
        SHARD_COUNT: '4',
        INTERACTIONS: 'HTTP',
        DISCORD_PUBLIC_KEY: PUBLIC_KEY,
        PORT: '3000',
        MATCH_LOG_RETENTION_DAYS: '0',
        GUILD_DATA_GRACE_DAYS: '7',
        RULES_URL: 'https://example.org/rules/',
        PRIVACY_URL: 'https://example.org/privacy',
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
      discordRequestsPerSecond: 250,
      hostLanguage: 'de',
      dailySecret: 'a daily key of enough length',
      databaseUrl: 'postgres://bot:secret@db.example:5432/bot',
      shards: { ids: [2, 3], count: 4 },
      heartbeatKey: 'gateway_heartbeat:2,3',
      interactions: 'http',
      publicKey: PUBLIC_KEY,
      port: 3000,
      matchLogRetentionDays: 0,
      guildDataGraceDays: 7,
      rulesUrl: 'https://example.org/rules/',
      privacyUrl: 'https://example.org/privacy',
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
      DATABASE_URL: ' ',
      SHARD_IDS: '',
      SHARD_COUNT: '',
      INTERACTIONS: '',
      DISCORD_PUBLIC_KEY: '',
      PORT: '',
      MATCH_LOG_RETENTION_DAYS: '',
      GUILD_DATA_GRACE_DAYS: '',
      RULES_URL: '',
    });
    expect(config).toMatchObject({ databaseUrl: undefined, shards: 'auto', interactions: 'gateway', publicKey: undefined, port: 8080, matchLogRetentionDays: 180, guildDataGraceDays: 30, rulesUrl: undefined });
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
    ['PORT', '65536', 'port number from 0 to 65535'],
    ['PORT', 'http', 'port number from 0 to 65535'],
    ['MATCH_LOG_RETENTION_DAYS', '36501', 'whole number of days from 0 to 36500'],
    ['MATCH_LOG_RETENTION_DAYS', '-1', 'whole number of days from 0 to 36500'],
    ['GUILD_DATA_GRACE_DAYS', '3651', 'whole number of days from 0 to 3650'],
    ['GUILD_DATA_GRACE_DAYS', 'a month', 'whole number of days from 0 to 3650'],
    ['SHARD_COUNT', '0', 'whole number of shards, 1 or more'],
    ['SHARD_COUNT', 'two', 'whole number of shards, 1 or more'],
    ['SHARD_IDS', '0,4', 'shard numbers from 0 to 3'],
    ['SHARD_IDS', '0;1', 'shard numbers from 0 to 3'],
    ['INTERACTIONS', 'webhook', 'gateway or http'],
    ['DISCORD_PUBLIC_KEY', 'abc123', '64 hexadecimal characters'],
    ['RULES_URL', 'example.org/rules', 'http(s) URL where the full rules pages live'],
    ['RULES_URL', 'https://example.org/my rules', 'http(s) URL where the full rules pages live'],
  ])('rejects %s=%j', (name, value, expected) => {
    // SHARD_IDS is read against SHARD_COUNT.
    const err = errorOf({ DISCORD_TOKEN: TOKEN, ...(name === 'SHARD_IDS' ? { SHARD_COUNT: '4' } : {}), [name]: value });
    expect(err.problems).toHaveLength(1);
    expect(err.message).toContain(name);
    expect(err.message).toContain(expected);
    if (name !== 'DISCORD_PUBLIC_KEY') expect(err.message).toContain(value);
    expect(err.message).not.toContain(TOKEN);
  });

  it('takes PostgreSQL from DATABASE_URL, and refuses another URL without echoing its password', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, DATABASE_URL: 'postgresql://bot@127.0.0.1/bot' }).databaseUrl).toBe('postgresql://bot@127.0.0.1/bot');
    const err = errorOf({ DISCORD_TOKEN: TOKEN, DATABASE_URL: 'mysql://bot:hunter22@db/bot' });
    expect(err.problems).toEqual([
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database); leave it unset to keep the SQLite file at DATABASE_PATH.',
    ]);
    expect(err.message).not.toContain('hunter22');
    expect(errorOf({ DISCORD_TOKEN: TOKEN, DATABASE_URL: '/var/lib/bot/db.sqlite' }).message).toContain('DATABASE_URL must be a PostgreSQL URL');
  });

  it('connects every shard of SHARD_COUNT, or those of SHARD_IDS, each set with a heartbeat of its own', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '3' })).toMatchObject({ shards: { ids: [0, 1, 2], count: 3 }, heartbeatKey: 'gateway_heartbeat:0,1,2' });
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '4', SHARD_IDS: '3,1,1' })).toMatchObject({ shards: { ids: [3, 1], count: 4 }, heartbeatKey: 'gateway_heartbeat:3,1' });
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '1', SHARD_IDS: '0' })).toMatchObject({ shards: { ids: [0], count: 1 }, heartbeatKey: 'gateway_heartbeat:0' });
    // SHARD_IDS alone: the count is missing.
    expect(errorOf({ DISCORD_TOKEN: TOKEN, SHARD_IDS: '0,1' }).problems).toEqual([
      'SHARD_COUNT must be a whole number of shards, 1 or more (got ""); set it with SHARD_IDS, or leave both unset to let Discord decide.',
    ]);
    expect(errorOf({ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '2', SHARD_IDS: '2' }).problems).toEqual(['SHARD_IDS must list shard numbers from 0 to 1, separated by commas (got "2").']);
  });

  it('takes interactions over HTTP only with the public key that signs them', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, INTERACTIONS: 'gateway' })).toMatchObject({ interactions: 'gateway', publicKey: undefined });
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: PUBLIC_KEY.toUpperCase() })).toMatchObject({ interactions: 'http', publicKey: PUBLIC_KEY.toUpperCase() });
    expect(errorOf({ DISCORD_TOKEN: TOKEN, INTERACTIONS: 'http' }).problems).toEqual([
      "INTERACTIONS=http needs DISCORD_PUBLIC_KEY: the application's public key (Developer Portal → General Information), which signs every interaction Discord sends.",
    ]);
    expect(errorOf({ DISCORD_TOKEN: TOKEN, INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: 'z'.repeat(64) }).problems).toEqual([
      "DISCORD_PUBLIC_KEY must be your application's public key: 64 hexadecimal characters (Developer Portal → your application → General Information → Public Key).",
    ]);
    expect(errorOf({ DISCORD_TOKEN: TOKEN, INTERACTIONS: 'both' }).problems).toEqual(['INTERACTIONS must be gateway or http (got "both"; default gateway).']);
  });

  it('words the port, the day counts and the request limit as such', () => {
    expect(errorOf({ DISCORD_TOKEN: TOKEN, PORT: '99999' }).problems).toEqual(['PORT must be a port number from 0 to 65535 (got "99999"; default 8080).']);
    // 0: any free port (tests, or a host that reads the port back from the log).
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, PORT: '0' }).port).toBe(0);
    expect(errorOf({ DISCORD_TOKEN: TOKEN, GUILD_DATA_GRACE_DAYS: '9999' }).problems).toEqual([
      'GUILD_DATA_GRACE_DAYS must be a whole number of days from 0 to 3650 (got "9999"; default 30).',
    ]);
    expect(errorOf({ DISCORD_TOKEN: TOKEN, DISCORD_REQUESTS_PER_SECOND: '0' }).problems).toEqual([
      'DISCORD_REQUESTS_PER_SECOND must be a whole number of requests per second from 1 to 10000 (got "0"; default 50).',
    ]);
    expect(errorOf({ DISCORD_TOKEN: TOKEN, DISCORD_REQUESTS_PER_SECOND: '0', HOST_LANGUAGE: 'de' }).problems).toEqual([
      'DISCORD_REQUESTS_PER_SECOND muss eine ganze Zahl von 1 bis 10000 Anfragen pro Sekunde sein (angegeben: „0“; Standard 50).',
    ]);
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, MATCH_LOG_RETENTION_DAYS: '36500', GUILD_DATA_GRACE_DAYS: '0', PORT: '65535' })).toMatchObject({
      matchLogRetentionDays: 36_500,
      guildDataGraceDays: 0,
      port: 65_535,
    });
  });

  it('takes RULES_URL as an http(s) address', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, RULES_URL: 'http://rules.example/' }).rulesUrl).toBe('http://rules.example/');
    expect(errorOf({ DISCORD_TOKEN: TOKEN, RULES_URL: 'ftp://example.org/rules' }).problems).toEqual([
      'RULES_URL must be an http(s) URL where the full rules pages live, e.g. https://example.org/rules/ (got "ftp://example.org/rules").',
    ]);
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

  it('words the database, shard, interaction, port, retention and rules problems in German', () => {
    const env = {
      HOST_LANGUAGE: 'de',
      DISCORD_TOKEN: TOKEN,
      DATABASE_URL: 'mysql://bot:hunter22@db/bot',
      SHARD_COUNT: '2',
      SHARD_IDS: '0,2',
      INTERACTIONS: 'webhook',
      DISCORD_PUBLIC_KEY: 'abc',
      PORT: '65536',
      MATCH_LOG_RETENTION_DAYS: 'never',
      GUILD_DATA_GRACE_DAYS: '4000',
      RULES_URL: 'rules',
    };
    const german = errorOf(env);
    const english = errorOf({ ...env, HOST_LANGUAGE: 'en' });
    expect(german.problems).toEqual([
      'MATCH_LOG_RETENTION_DAYS muss eine ganze Zahl von 0 bis 36500 Tagen sein (angegeben: „never“; Standard 180).',
      'GUILD_DATA_GRACE_DAYS muss eine ganze Zahl von 0 bis 3650 Tagen sein (angegeben: „4000“; Standard 30).',
      'PORT muss eine Portnummer von 0 bis 65535 sein (angegeben: „65536“; Standard 8080).',
      'DATABASE_URL muss eine PostgreSQL-URL sein (postgres://benutzer:passwort@host:5432/datenbank); lass sie leer, um bei der SQLite-Datei unter DATABASE_PATH zu bleiben.',
      'SHARD_IDS muss Shard-Nummern von 0 bis 1 aufzählen, durch Kommas getrennt (angegeben: „0,2“).',
      'INTERACTIONS muss gateway oder http sein (angegeben: „webhook“; Standard: gateway).',
      'DISCORD_PUBLIC_KEY muss der öffentliche Schlüssel deiner Anwendung sein: 64 Hexadezimalzeichen (Developer Portal → deine Anwendung → General Information → Public Key).',
      'RULES_URL muss eine http(s)-URL sein, unter der die vollständigen Regelseiten liegen, z. B. https://example.org/rules/ (angegeben: „rules“).',
    ]);
    expect(german.message).toMatch(/^Ungültige Konfiguration:\n {2}- MATCH_LOG_RETENTION_DAYS/);
    expect(german.message).not.toContain('hunter22');
    expect(english.problems).toHaveLength(german.problems.length);
    expect(english.message).toMatch(/^Invalid configuration:\n {2}- MATCH_LOG_RETENTION_DAYS/);
    expect(errorOf({ HOST_LANGUAGE: 'de', DISCORD_TOKEN: TOKEN, SHARD_COUNT: 'zwei' }).problems).toEqual([
      'SHARD_COUNT muss eine ganze Zahl von Shards sein, 1 oder mehr (angegeben: „zwei“); setz sie zusammen mit SHARD_IDS oder lass beide leer, dann entscheidet Discord.',
    ]);
    expect(errorOf({ HOST_LANGUAGE: 'de', DISCORD_TOKEN: TOKEN, INTERACTIONS: 'http' }).problems).toEqual([
      'INTERACTIONS=http braucht DISCORD_PUBLIC_KEY: den öffentlichen Schlüssel der Anwendung (Developer Portal → General Information), mit dem Discord jede Interaktion signiert.',
    ]);
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
