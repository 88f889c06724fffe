/**
 * /stats [user] [game]: one player's record on this server, game by game —
 * matches, wins and win rate, rating (1500 scale, "?" while provisional) and
 * rank, best and average score for score games, the current streak. A
 * private answer, in the caller's language.
 */
import { registeredGames, registration } from '../games/index.js';
import { PROVISIONAL_MATCHES } from '../play/rating.js';
import { playerStatsIn, type GameStats } from '../play/stats.js';
import { translator, type Language, type TFunction } from './i18n/index.js';
import { decimal, ratingText } from './ui/leaderboard.js';
import { gameTitle, uis } from './ui/registry.js';
import { clip, safeName, signedNumber } from './ui/text.js';
import type { MessagePayload } from './ui/types.js';
import type { Q } from '../db/store.js';

const STATS_COLOR = 0x2ecc71;

/** The games /stats knows: registered, with a UI (as the commands). */
export function statsGames(): string[] {
  return registeredGames()
    .map((reg) => reg.engine.id)
    .filter((id) => uis[id]);
}

function gameLines(s: GameStats, t: TFunction): string {
  const r = s.row;
  const rank = t('players:stats.rank', { rank: r.rank, count: s.players });
  const parts =
    s.scoring === 'score'
      ? [
          t('leaderboard.runs', { count: r.matches }),
          t('common:leaderboard.wins', { count: r.wins }),
          t('players:stats.best', { best: r.bestScore === null ? '—' : signedNumber(r.bestScore) }),
          t('players:stats.average', { average: decimal(t, r.averageScore ?? 0) }),
          rank,
        ]
      : [
          t('common:leaderboard.matches', { count: r.matches }),
          t('common:leaderboard.winsRate', { count: r.wins, rate: Math.round(r.winRate * 100) }),
          r.provisional
            ? t('players:stats.ratingProvisional', { rating: ratingText({ ...r, provisional: false }), count: r.ratedMatches, needed: PROVISIONAL_MATCHES })
            : t('players:stats.rating', { rating: ratingText(r) }),
          rank,
        ];
  const lines = [parts.join(' · ')];
  if (s.streak) lines.push(t(s.streak.kind === 'wins' ? 'players:stats.streakWins' : 'players:stats.streakLosses', { count: s.streak.length }));
  return lines.join('\n');
}

export interface StatsTarget {
  userId: string;
  /** The name to show (a display name). */
  name: string;
  /** The caller asks about themselves. */
  self: boolean;
}

/** The answer to /stats: an embed of the player's games, or a plain sentence when they have not played (that game) here. */
export async function statsMessage(q: Q, args: { guildId: string; guildName: string | null; target: StatsTarget; game: string | null; lang: Language }): Promise<MessagePayload> {
  const { target, game, lang } = args;
  const t = translator(lang, 'players');
  const stats = await playerStatsIn(q, args.guildId, target.userId, game === null ? statsGames() : [game]);
  if (stats.length === 0) {
    const user = `<@${target.userId}>`;
    if (game === null) return { content: target.self ? t('stats.neverYou', { help: `\`/${t('common:commands.names.help')}\`` }) : t('stats.never', { user }) };
    const title = gameTitle(game, lang);
    const start = registration(game)?.settings.solo ? 'play' : 'start';
    const hint = `\`/${game} ${t(`common:commands.names.${start}`)}\``;
    return { content: target.self ? t('stats.neverGameYou', { game: title, hint }) : t('stats.neverGame', { user, game: title }) };
  }
  const rated = stats.some((s) => s.scoring === 'wins');
  return {
    embeds: [
      {
        title: clip(t('stats.title', { name: safeName(target.name), guild: safeName(args.guildName ?? t('common:aServer')) }), 256),
        color: STATS_COLOR,
        fields: stats.map((s) => ({ name: clip(gameTitle(s.game, lang), 256), value: clip(gameLines(s, translator(lang, s.game)), 1024) })),
        ...(rated ? { footer: { text: t('stats.footer') } } : {}),
      },
    ],
  };
}
