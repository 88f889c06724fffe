/**
 * /help: the games (from the registries), how to start each, playing against
 * computers, playing again, and the bot's other commands, in the reader's
 * language. A command whose id is known is a mention the reader can click
 * (`</loners start:123>`); otherwise it is code with the names their Discord
 * shows (`/loners starten`).
 */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { registeredGames, registration } from '../games/index.js';
import { translator, type Language, type TFunction } from './i18n/index.js';
import type { BotCommand } from './command-types.js';
import { gameWords } from './ui/game-words.js';
import { gameTitle, uis } from './ui/registry.js';
import { clip } from './ui/text.js';
import type { MessagePayload } from './ui/types.js';

const HELP_COLOR = 0x5865f2;

/** A command's id on Discord by its (English) name, or null when it is not known. */
export type CommandIds = (command: string) => string | null;

/** A mention Discord turns into the command itself: `</loners start:123>` (the command's own names, whatever the reader's language). */
function mention(id: string, command: string, sub?: string): string {
  return `</${sub ? `${command} ${sub}` : command}:${id}>`;
}

/** `/game sub`: a mention when the id is known, else as the reader's Discord names it (subcommand names are localized). */
function commandText(t: TFunction, ids: CommandIds, game: string, sub: string): string {
  const id = ids(game);
  return id ? mention(id, game, sub) : `\`/${game} ${t(`common:commands.names.${sub}`)}\``;
}

function gameField(id: string, lang: Language, ids: CommandIds): { name: string; value: string } {
  const t = translator(lang, id);
  const reg = registration(id);
  const settings = reg?.settings;
  const command = (sub: string) => commandText(t, ids, id, sub);
  const lines = [t('description')];
  if (settings?.solo) {
    // A solo game may word these itself (a run through a dungeon).
    lines.push(gameWords(lang, id, 'players', 'help.soloPlay', { play: command('play') }));
    if (settings.daily) lines.push(gameWords(lang, id, 'players', 'help.soloDaily', { daily: command('daily') }));
    lines.push(gameWords(lang, id, 'players', 'help.soloQuit', { quit: command('quit') }));
  } else {
    lines.push(t('players:help.lobbyStart', { start: command('start'), join: t('common:lobby.join'), startButton: t('common:lobby.start'), leave: command('leave') }));
  }
  lines.push(t('players:help.more', { rules: command('rules'), leaderboard: command('leaderboard') }));
  return { name: clip(gameTitle(id, lang), 256), value: clip(lines.join('\n'), 1024) };
}

/** A command of the bot that is not a game's, as its definition names and describes it in the reader's language. */
function commandLine(t: TFunction, def: RESTPostAPIChatInputApplicationCommandsJSONBody, lang: Language, ids: CommandIds): string {
  // English is the definition's own language; German is the 'de' localization.
  const name = (lang === 'de' ? def.name_localizations?.de : null) ?? def.name;
  const description = (lang === 'de' ? def.description_localizations?.de : null) ?? def.description;
  const id = ids(def.name);
  return t('players:help.command', { command: id ? mention(id, def.name) : `\`/${name}\``, description });
}

/** `ids` gives each command's id on Discord (known once the commands are registered): with it, commands are mentions. */
export function helpMessage(commands: ReadonlyMap<string, BotCommand>, lang: Language, ids: CommandIds = () => null): MessagePayload {
  const t = translator(lang, 'players');
  const games = registeredGames()
    .map((reg) => reg.engine.id)
    .filter((id) => uis[id]);
  const fields = games.map((id) => gameField(id, lang, ids));
  const lobbyGames = games.filter((id) => !registration(id)?.settings.solo);
  if (lobbyGames.some((id) => registration(id)?.ai)) {
    fields.push({ name: t('help.computersTitle'), value: clip(t('help.computers', { easy: t('common:lobby.addEasy'), hard: t('common:lobby.addHard') }), 1024) });
  }
  if (lobbyGames.length > 0) fields.push({ name: t('help.againTitle'), value: clip(t('help.again', { button: t('rematch.button') }), 1024) });
  const others = [...commands.values()].filter((c) => !games.includes(c.name)).map((c) => commandLine(t, c.definition, lang, ids));
  if (others.length > 0) fields.push({ name: t('help.commandsTitle'), value: clip(others.join('\n'), 1024) });
  return {
    embeds: [
      {
        title: t('help.title'),
        description: t('help.intro', { button: t('common:showHand') }),
        color: HELP_COLOR,
        // Discord allows 25 fields: more games than that would need pages.
        fields: fields.slice(0, 25),
        footer: { text: t('help.ratings') },
      },
    ],
  };
}
