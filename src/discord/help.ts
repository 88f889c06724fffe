/**
 * /help: the games (from the registries), how to start each, playing against
 * computers, playing again, and the bot's other commands, in the reader's
 * language with the command names their Discord shows.
 */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { registeredGames, registration } from '../games/index.js';
import { translator, type Language, type TFunction } from './i18n/index.js';
import type { BotCommand } from './command-types.js';
import { gameTitle, uis } from './ui/registry.js';
import { clip } from './ui/text.js';
import type { MessagePayload } from './ui/types.js';

const HELP_COLOR = 0x5865f2;

/** `/game sub` as the reader's Discord names it (subcommand names are localized). */
function commandText(t: TFunction, game: string, sub: string): string {
  return `\`/${game} ${t(`common:commands.names.${sub}`)}\``;
}

function gameField(id: string, lang: Language): { name: string; value: string } {
  const t = translator(lang, id);
  const reg = registration(id);
  const settings = reg?.settings;
  const lines = [t('description')];
  if (settings?.solo) {
    lines.push(t('players:help.soloPlay', { play: commandText(t, id, 'play') }));
    if (settings.daily) lines.push(t('players:help.soloDaily', { daily: commandText(t, id, 'daily') }));
    lines.push(t('players:help.soloQuit', { quit: commandText(t, id, 'quit') }));
  } else {
    lines.push(t('players:help.lobbyStart', { start: commandText(t, id, 'start'), join: t('common:lobby.join'), startButton: t('common:lobby.start'), leave: commandText(t, id, 'leave') }));
  }
  lines.push(t('players:help.more', { rules: commandText(t, id, 'rules'), leaderboard: commandText(t, id, 'leaderboard') }));
  return { name: clip(gameTitle(id, lang), 256), value: clip(lines.join('\n'), 1024) };
}

/** A command of the bot that is not a game's, as its definition names and describes it in the reader's language. */
function commandLine(t: TFunction, def: RESTPostAPIChatInputApplicationCommandsJSONBody, lang: Language): string {
  // English is the definition's own language; German is the 'de' localization.
  const name = (lang === 'de' ? def.name_localizations?.de : null) ?? def.name;
  const description = (lang === 'de' ? def.description_localizations?.de : null) ?? def.description;
  return t('players:help.command', { command: `\`/${name}\``, description });
}

export function helpMessage(commands: ReadonlyMap<string, BotCommand>, lang: Language): MessagePayload {
  const t = translator(lang, 'players');
  const ids = registeredGames()
    .map((reg) => reg.engine.id)
    .filter((id) => uis[id]);
  const fields = ids.map((id) => gameField(id, lang));
  const lobbyGames = ids.filter((id) => !registration(id)?.settings.solo);
  if (lobbyGames.some((id) => registration(id)?.ai)) {
    fields.push({ name: t('help.computersTitle'), value: clip(t('help.computers', { easy: t('common:lobby.addEasy'), hard: t('common:lobby.addHard') }), 1024) });
  }
  if (lobbyGames.length > 0) fields.push({ name: t('help.againTitle'), value: clip(t('help.again', { button: t('rematch.button') }), 1024) });
  const others = [...commands.values()].filter((c) => !ids.includes(c.name)).map((c) => commandLine(t, c.definition, lang));
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
