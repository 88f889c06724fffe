/**
 * @discordjs/builders as the commands use it: the very copy discord.js loads.
 * discord.js requires the package's CommonJS build; an `import` of the
 * package from here would load its ES build beside it, a second copy with
 * its own shapeshift and lodash modules (~1 MiB of the bot's heap, for as long as
 * the bot runs). Types cost nothing at run time and come from the package.
 */
export { SlashCommandBuilder } from 'discord.js';
export type { SlashCommandStringOption, SlashCommandSubcommandBuilder } from '@discordjs/builders';
