/**
 * /settings (Manage Server only): what this server changes about the bot —
 * the language of its channel messages, the turn time of each lobby game,
 * how long an untouched lobby stays open, whether computers take over for
 * absent players by default, and whether boards and hands are pictures or
 * text (`images`). `/settings show` lists them all.
 */
import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from './builders.js';
import { InteractionContextType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { Q } from '../src/db/store.js';
import type { App } from '../src/discord/app.js';
import { isLanguage, languageOf, translator, type Language, type TFunction } from '../src/discord/i18n/index.js';
import { hasPermission, type Ix } from '../src/discord/interactions/ix.js';
import { privately } from '../src/discord/interactions/reply.js';
import { refusalReply } from '../src/discord/refusals.js';
import { guildLanguage } from '../src/discord/table.js';
import { gameTitle } from '../src/discord/ui/registry.js';
import { registeredGames } from '../src/games/index.js';
import { LOBBY_MINUTES_RANGE, TURN_SECONDS_RANGE, guildRow, serverSettings, setGuildSettings, setTurnSeconds } from '../src/play/server-settings.js';
import { choice, described, named } from './localized.js';
import type { BotCommand } from './types.js';

const LANGUAGE_CHOICES = ['auto', 'en', 'de'] as const;
const IMAGES_CHOICES = ['on', 'off'] as const;

/** The games with a turn clock of their own a server may set: the lobby games (a solo run has its day). */
const lobbyGames = () => registeredGames().filter((reg) => !reg.settings.solo).map((reg) => reg.engine.id);

function definition(games: string[]) {
  const sub = (b: SlashCommandSubcommandBuilder, name: string) => described(named(b, name), 'common', `commands.settingsCommands.${name}`);
  return described(named(new SlashCommandBuilder(), 'settings'), 'common', 'commands.settings')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((b) => sub(b, 'show'))
    .addSubcommand((b) =>
      described(named(b, 'language'), 'common', 'commands.language').addStringOption((opt) =>
        described(named(opt, 'language'), 'common', 'commands.languageOption').addChoices(...LANGUAGE_CHOICES.map((value) => choice('common', `settings.choices.${value}`, value))),
      ),
    )
    .addSubcommand((b) =>
      sub(b, 'turn-time')
        .addStringOption((opt) =>
          described(named(opt, 'game'), 'common', 'commands.settingsOptions.game')
            .setRequired(true)
            .addChoices(...games.map((id) => choice(id, 'title', id))),
        )
        .addIntegerOption((opt) =>
          described(named(opt, 'seconds'), 'common', 'commands.settingsOptions.seconds', TURN_SECONDS_RANGE).setRequired(true).setMinValue(0).setMaxValue(TURN_SECONDS_RANGE.max),
        ),
    )
    .addSubcommand((b) =>
      sub(b, 'lobby-idle').addIntegerOption((opt) =>
        described(named(opt, 'minutes'), 'common', 'commands.settingsOptions.minutes', LOBBY_MINUTES_RANGE).setRequired(true).setMinValue(0).setMaxValue(LOBBY_MINUTES_RANGE.max),
      ),
    )
    .addSubcommand((b) => sub(b, 'takeover').addBooleanOption((opt) => described(named(opt, 'enabled'), 'common', 'commands.settingsOptions.enabled').setRequired(true)))
    .addSubcommand((b) =>
      sub(b, 'images').addStringOption((opt) =>
        described(named(opt, 'mode'), 'common', 'commands.settingsOptions.mode')
          .setRequired(true)
          .addChoices(...IMAGES_CHOICES.map((value) => choice('common', `settings.imagesChoices.${value}`, value))),
      ),
    );
}

export function settingsCommand(): BotCommand {
  const games = lobbyGames();
  return {
    name: 'settings',
    definition: definition(games).toJSON(),
    async execute(ix, app) {
      const lang = languageOf(ix.locale);
      const t = translator(lang);
      if (!ix.guildId) return refusalReply(t, 'guild_only');
      // Discord hides the command from others by default; the check stays for servers that changed that.
      if (!hasPermission(ix.memberPermissions, PermissionFlagsBits.ManageGuild)) return refusalReply(t, 'manage_server_only');
      const guildId = ix.guildId;
      const opts = ix.command?.options ?? new Map();
      const write = (fn: (q: Q) => Promise<void>) => app.play.store.read(fn);
      switch (ix.command?.sub) {
        case 'language':
          return privately(await language(app, ix, guildId, t));
        case 'turn-time': {
          const game = String(opts.get('game') ?? '');
          const seconds = Number(opts.get('seconds'));
          if (!games.includes(game)) return privately(t('refusals.bad_option', { option: 'game', value: game.slice(0, 40), choices: games.join(', ') }));
          if (!Number.isInteger(seconds) || (seconds !== 0 && (seconds < TURN_SECONDS_RANGE.min || seconds > TURN_SECONDS_RANGE.max))) return privately(t('settings.turnRange', TURN_SECONDS_RANGE));
          await write((q) => setTurnSeconds(q, guildId, game, seconds === 0 ? null : seconds));
          const title = gameTitle(game, lang);
          return privately(seconds === 0 ? t('settings.turnDefault', { game: title, seconds: app.play.turnTimeoutMs / 1000 }) : t('settings.turnSet', { game: title, seconds }));
        }
        case 'lobby-idle': {
          const minutes = Number(opts.get('minutes'));
          if (!Number.isInteger(minutes) || (minutes !== 0 && (minutes < LOBBY_MINUTES_RANGE.min || minutes > LOBBY_MINUTES_RANGE.max))) return privately(t('settings.lobbyRange', LOBBY_MINUTES_RANGE));
          await write((q) => setGuildSettings(q, guildId, { lobbyIdleMinutes: minutes === 0 ? null : minutes }));
          return privately(minutes === 0 ? t('settings.lobbyDefault', { minutes: app.play.lobbyIdleMs / 60_000 }) : t('settings.lobbySet', { minutes }));
        }
        case 'takeover': {
          const on = opts.get('enabled') === true;
          await write((q) => setGuildSettings(q, guildId, { computerTakeover: on }));
          return privately(t(on ? 'settings.takeoverOn' : 'settings.takeoverOff'));
        }
        case 'images': {
          const mode = String(opts.get('mode') ?? '');
          if (mode !== 'on' && mode !== 'off') return privately(t('refusals.bad_option', { option: 'mode', value: mode.slice(0, 40), choices: IMAGES_CHOICES.join(', ') }));
          await write((q) => setGuildSettings(q, guildId, { images: mode === 'on' }));
          return privately(t(mode === 'on' ? 'settings.imagesOn' : 'settings.imagesOff'));
        }
        default:
          return privately(await show(app, guildId, games, t, lang));
      }
    },
  };
}

async function language(app: App, ix: Ix, guildId: string, t: TFunction): Promise<string> {
  const picked = ix.command?.options.get('language');
  const current = await app.play.store.read((q) => guildRow(q, guildId));
  if (picked === undefined) {
    const shown = isLanguage(current.language) ? current.language : 'auto';
    return t('settings.current', { language: t(`settings.choices.${shown}`), effective: t(`settings.names.${guildLanguage(current, ix.guildLocale)}`) });
  }
  const value = String(picked);
  if (value !== 'auto' && !isLanguage(value)) return t('refusals.bad_option', { option: 'language', value: value.slice(0, 40), choices: LANGUAGE_CHOICES.join(', ') });
  const language = value === 'auto' ? null : value;
  await app.play.store.read((q) => setGuildSettings(q, guildId, { language }));
  return t('settings.changed', { language: t(`settings.names.${guildLanguage({ ...current, language }, ix.guildLocale)}`) });
}

async function show(app: App, guildId: string, games: string[], t: TFunction, lang: Language): Promise<string> {
  const settings = await app.play.store.read((q) => serverSettings(q, guildId));
  const choiceShown = isLanguage(settings.language) ? settings.language : 'auto';
  const defaultTurn = app.play.turnTimeoutMs / 1000;
  const lines = [
    t('settings.show.title'),
    t('settings.show.language', { language: t(`settings.choices.${choiceShown}`) }),
    ...games.map((game) => {
      const own = settings.turnSeconds[game];
      return own ? t('settings.show.turn', { game: gameTitle(game, lang), seconds: own }) : t('settings.show.turnDefault', { game: gameTitle(game, lang), seconds: defaultTurn });
    }),
    settings.lobbyIdleMinutes ? t('settings.show.lobby', { minutes: settings.lobbyIdleMinutes }) : t('settings.show.lobbyDefault', { minutes: app.play.lobbyIdleMs / 60_000 }),
    t(settings.computerTakeover ? 'settings.show.takeoverOn' : 'settings.show.takeoverOff'),
    t((settings.images ?? app.imagesByDefault) ? 'settings.show.imagesOn' : 'settings.show.imagesOff'),
  ];
  return lines.join('\n');
}
