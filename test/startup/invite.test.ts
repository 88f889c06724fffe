/** The invite link logged at start-up: the bot and its commands, with exactly the channel permissions games need. */
import { describe, expect, it } from 'vitest';
import { INVITE_PERMISSIONS, inviteUrl } from '../../src/startup/invite.js';

describe('inviteUrl', () => {
  it('asks for the bot and its commands, with view, send, embed, attach and read history', () => {
    const url = new URL(inviteUrl('123456789012345678'));
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(url.searchParams.get('client_id')).toBe('123456789012345678');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['applications.commands', 'bot']);
    // 1024 view channel + 2048 send messages + 16384 embed links + 32768 attach files + 65536 read message history.
    expect(url.searchParams.get('permissions')).toBe(String(1024 + 2048 + 16384 + 32768 + 65536));
    expect(INVITE_PERMISSIONS).toBe(117760n);
  });

  it('refuses what is not an application id', () => {
    expect(() => inviteUrl('abc&scope=admin')).toThrow();
  });
});
