/**
 * The platform's texts: one JSON file per language and namespace. Games keep
 * theirs in their own UI folder and add them when they register.
 */
import deCommon from './de/common.json' with { type: 'json' };
import dePlayers from './de/players.json' with { type: 'json' };
import dePrivacy from './de/privacy.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enPlayers from './en/players.json' with { type: 'json' };
import enPrivacy from './en/privacy.json' with { type: 'json' };

/** 'players': help, stats, rematch, giving up and leaving; 'privacy': /privacy, /admin data and former players. */
export const PLATFORM_NAMESPACES = ['common', 'players', 'privacy'] as const;

export const platformTexts = {
  en: { common: enCommon, players: enPlayers, privacy: enPrivacy },
  de: { common: deCommon, players: dePlayers, privacy: dePrivacy },
};
