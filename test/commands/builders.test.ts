import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SlashCommandBuilder } from '../../commands/builders.js';

// What discord.js itself requires: the CommonJS build of @discordjs/builders.
const required = createRequire(createRequire(import.meta.url).resolve('discord.js'))('@discordjs/builders') as typeof import('@discordjs/builders');

describe('the builders of the slash commands', () => {
  it('are the copy discord.js loads, not a second one', () => {
    expect(SlashCommandBuilder).toBe(required.SlashCommandBuilder);
  });
});
