/**
 * /settings (Manage Server only): what this server changes about the bot —
 * the language of its channel messages, the turn time of each lobby game,
 * how long an untouched lobby stays open, whether computers take over for
 * absent players by default, and whether boards and hands are pictures or
 * text (`images`). `/settings show` lists them all.
 */
import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from './builders.js';
import { InteractionContextType, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { isLanguage, translator, type TFunction } from '../src/discord/i18n/index.js';
import { ephemeral, refusalReply } from '../src/discord/refusals.js';
import type { BotServices } from '../src/discord/services.js';
import { gameTitle } from '../src/discord/ui/registry.js';
import { registeredGames } from '../src/games/index.js';
import { LOBBY_MINUTES_RANGE, TURN_SECONDS_RANGE, serverSettings, setComputerTakeover, setLobbyIdleMinutes, setTurnSeconds } from '../src/play/server-settings.js';
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
    async execute(interaction, services) {
      const t = translator(services.languages.user(interaction.user.id));
      if (!interaction.inGuild()) return void (await interaction.reply(refusalReply(t, 'guild_only')));
      // Discord hides the command from others by default; the check stays for servers that changed that.
      if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)) return void (await interaction.reply(refusalReply(t, 'manage_server_only')));
      const reply = (text: string) => interaction.reply(ephemeral(text));
      const { db } = services.play.database;
      const guildId = interaction.guildId;
      switch (interaction.options.getSubcommand(false)) {
        case 'language':
          return void (await reply(language(interaction, services, t)));
        case 'turn-time': {
          const game = interaction.options.getString('game', true);
          const seconds = interaction.options.getInteger('seconds', true);
          if (!games.includes(game)) return void (await reply(t('refusals.bad_option', { option: 'game', value: game.slice(0, 40), choices: games.join(', ') })));
          if (seconds !== 0 && (seconds < TURN_SECONDS_RANGE.min || seconds > TURN_SECONDS_RANGE.max)) return void (await reply(t('settings.turnRange', TURN_SECONDS_RANGE)));
          setTurnSeconds(db, guildId, game, seconds === 0 ? null : seconds);
          const title = gameTitle(game, services.languages.user(interaction.user.id));
          return void (await reply(seconds === 0 ? t('settings.turnDefault', { game: title, seconds: services.play.turnTimeoutMs / 1000 }) : t('settings.turnSet', { game: title, seconds })));
        }
        case 'lobby-idle': {
          const minutes = interaction.options.getInteger('minutes', true);
          if (minutes !== 0 && (minutes < LOBBY_MINUTES_RANGE.min || minutes > LOBBY_MINUTES_RANGE.max)) return void (await reply(t('settings.lobbyRange', LOBBY_MINUTES_RANGE)));
          setLobbyIdleMinutes(db, guildId, minutes === 0 ? null : minutes);
          return void (await reply(minutes === 0 ? t('settings.lobbyDefault', { minutes: services.play.lobbyIdleMs / 60_000 }) : t('settings.lobbySet', { minutes })));
        }
        case 'takeover': {
          const on = interaction.options.getBoolean('enabled', true);
          setComputerTakeover(db, guildId, on);
          return void (await reply(t(on ? 'settings.takeoverOn' : 'settings.takeoverOff')));
        }
        case 'images': {
          const mode = interaction.options.getString('mode', true);
          if (mode !== 'on' && mode !== 'off') return void (await reply(t('refusals.bad_option', { option: 'mode', value: mode.slice(0, 40), choices: IMAGES_CHOICES.join(', ') })));
          services.looks.images.set(guildId, mode === 'on');
          return void (await reply(t(mode === 'on' ? 'settings.imagesOn' : 'settings.imagesOff')));
        }
        default:
          return void (await reply(show(services, guildId, games, t, services.languages.user(interaction.user.id))));
      }
    },
  };
}

function language(interaction: ChatInputCommandInteraction<'cached' | 'raw'>, services: BotServices, t: TFunction): string {
  const picked = interaction.options.getString('language');
  const { languages } = services;
  const guildId = interaction.guildId;
  if (picked === null) {
    const shown = languages.guildChoice(guildId) ?? 'auto';
    return t('settings.current', { language: t(`settings.choices.${shown}`), effective: t(`settings.names.${languages.guild(guildId)}`) });
  }
  if (picked !== 'auto' && !isLanguage(picked)) return t('refusals.bad_option', { option: 'language', value: picked.slice(0, 40), choices: LANGUAGE_CHOICES.join(', ') });
  languages.setGuild(guildId, picked === 'auto' ? null : picked);
  return t('settings.changed', { language: t(`settings.names.${languages.guild(guildId)}`) });
}

function show(services: BotServices, guildId: string, games: string[], t: TFunction, lang: ReturnType<BotServices['languages']['user']>): string {
  const settings = serverSettings(services.play.database.db, guildId);
  const choiceShown = services.languages.guildChoice(guildId) ?? 'auto';
  const defaultTurn = services.play.turnTimeoutMs / 1000;
  const lines = [
    t('settings.show.title'),
    t('settings.show.language', { language: t(`settings.choices.${choiceShown}`) }),
    ...games.map((game) => {
      const own = settings.turnSeconds[game];
      return own ? t('settings.show.turn', { game: gameTitle(game, lang), seconds: own }) : t('settings.show.turnDefault', { game: gameTitle(game, lang), seconds: defaultTurn });
    }),
    settings.lobbyIdleMinutes ? t('settings.show.lobby', { minutes: settings.lobbyIdleMinutes }) : t('settings.show.lobbyDefault', { minutes: services.play.lobbyIdleMs / 60_000 }),
    t(settings.computerTakeover ? 'settings.show.takeoverOn' : 'settings.show.takeoverOff'),
    t(services.looks.images.enabled(guildId) ? 'settings.show.imagesOn' : 'settings.show.imagesOff'),
  ];
  return lines.join('\n');
}
