/** PRIVACY_URL: where the host publishes the privacy policy /privacy links to; checked like RULES_URL, explained in the host's language. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/startup/config.js';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.s3cr3t-t0ken_value-xyz';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig({ DISCORD_TOKEN: TOKEN, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  return [];
};

describe('PRIVACY_URL', () => {
  it('is read when it is an http(s) URL, and unset by default', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, PRIVACY_URL: ' https://example.org/privacy ' }).privacyUrl).toBe('https://example.org/privacy');
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, PRIVACY_URL: '' }).privacyUrl).toBeUndefined();
    expect(loadConfig({ DISCORD_TOKEN: TOKEN }).privacyUrl).toBeUndefined();
  });

  it('is refused otherwise, saying what it is for, in English or German', () => {
    const [en] = problemsOf({ PRIVACY_URL: 'example.org/privacy', HOST_LANGUAGE: 'en' });
    expect(en).toContain('PRIVACY_URL must be an http(s) URL where your privacy policy is published');
    expect(en).toContain('"example.org/privacy"');
    expect(en).toContain('docs/privacy.md');
    const [de] = problemsOf({ PRIVACY_URL: 'ftp://example.org/datenschutz', HOST_LANGUAGE: 'de' });
    expect(de).toContain('PRIVACY_URL muss eine http(s)-URL sein');
    expect(de).toContain('„ftp://example.org/datenschutz“');
  });
});
