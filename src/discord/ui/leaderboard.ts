/**
 * The leaderboard message: one embed with a page of the board and ◀ / ▶
 * buttons. `t` is the game's: words a game may say its own way (a solo
 * game's runs) are asked for without a namespace, so its texts come first.
 */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APIEmbed } from 'discord.js';
import type { ChallengePage, RankedChallengeScore } from '../../play/challenges.js';
import type { LeaderboardPage, LeaderboardRow } from '../../play/leaderboard.js';
import { buildDailyBoardId, buildLeaderboardId } from '../custom-id.js';
import type { TFunction } from '../i18n/index.js';
import { mention } from '../mentions.js';
import { signedNumber } from './text.js';
import type { MessagePayload } from './types.js';

/** Discord's embed limits. */
const MAX_TITLE = 256;
const MAX_DESCRIPTION = 4096;
const MAX_FOOTER = 2048;

const LEADERBOARD_COLOR = 0xf1c40f;

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A decimal in the reader's language (1.5 / 1,5). */
export const decimal = (t: TFunction, n: number) => new Intl.NumberFormat(t('common:locale'), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n).replace('-', '−');
const score = (n: number | null) => (n === null ? '—' : signedNumber(n));
/** A rating as players know it: "1482", and "1482?" while provisional (as on chess sites). */
export const ratingText = (r: Pick<LeaderboardRow, 'rating' | 'provisional'>) => `${signedNumber(r.rating)}${r.provisional ? '?' : ''}`;
/** Between a page and the reader's own line further down the board. */
const GAP = '⋯';

/** Score games (solo runs): runs, wins, best and average score; no rating. */
function scoreRowLine(r: LeaderboardRow, t: TFunction): string {
  const parts = [t('leaderboard.runs', { count: r.matches }), t('common:leaderboard.wins', { count: r.wins }), t('common:leaderboard.average', { average: decimal(t, r.averageScore ?? 0) })];
  return t('common:leaderboard.scoreRow', { rank: r.rank, user: `<@${r.userId}>`, best: score(r.bestScore), parts: parts.join(' · ') });
}

function rowLine(r: LeaderboardRow, t: TFunction): string {
  const parts = [t('common:leaderboard.matches', { count: r.matches }), t('common:leaderboard.winsRate', { count: r.wins, rate: Math.round(r.winRate * 100) })];
  if (r.bestScore === null || r.roundWins > 0) parts.push(t('common:leaderboard.roundWins', { count: r.roundWins }));
  if (r.bestScore !== null) parts.push(t('common:leaderboard.best', { best: score(r.bestScore) }));
  if (r.averageScore !== null) parts.push(t('common:leaderboard.average', { average: decimal(t, r.averageScore) }));
  return t('common:leaderboard.ratingRow', { rank: r.rank, user: `<@${r.userId}>`, rating: ratingText(r), parts: parts.join(' · ') });
}

/** Lines joined by newlines; past `max` characters the last ones are dropped, with a note. */
function fitLines(lines: string[], max: number, t: TFunction): string {
  const full = lines.join('\n');
  if (full.length <= max) return full;
  let out = '';
  const more = (count: number) => `\n${t('common:leaderboard.more', { count })}`;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const next = out ? `${out}\n${line}` : line;
    if (next.length + more(lines.length - i - 1).length > max) {
      return out ? `${out}${more(lines.length - i)}` : truncate(line, max);
    }
    out = next;
  }
  return out;
}

/** Lines of a page, then (when the reader is further down the board) a gap and the reader's own line. */
function withOwnLine(lines: string[], own: string | null, max: number, t: TFunction): string {
  if (own === null) return fitLines(lines, max, t);
  const tail = `\n${GAP}\n${own}`;
  return `${fitLines(lines, Math.max(0, max - tail.length), t)}${tail}`.slice(0, max);
}

function pageButton(customId: string, label: string, disabled: boolean): APIButtonComponentWithCustomId {
  // Distinct ids even when disabled: ◀ on the first page points at -1, ▶ on the last at totalPages.
  return { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: customId, label, disabled };
}

/** The ◀ / ▶ row of a board's page. */
function pageRow(page: { page: number; totalPages: number }, idOf: (page: number) => string) {
  return {
    type: ComponentType.ActionRow as const,
    components: [pageButton(idOf(page.page - 1), '◀', page.page <= 0), pageButton(idOf(page.page + 1), '▶', page.page >= page.totalPages - 1)],
  };
}

/**
 * The leaderboard message for one page. Mentions in embeds render as names
 * and never ping. `own` is the line of whoever asked (or turned the page):
 * shown below the page when they are not on it.
 */
export function renderLeaderboard(
  page: LeaderboardPage,
  args: { game: string; title: string; guildName: string | null; kind?: 'wins' | 'score'; startHint?: string; own?: LeaderboardRow | null; t: TFunction },
): MessagePayload {
  const { game, title, t } = args;
  const guildName = args.guildName ?? t('common:aServer');
  const scored = args.kind === 'score';
  const hint = args.startHint ?? `/${game} start`;
  const line = (r: LeaderboardRow) => (scored ? scoreRowLine(r, t) : rowLine(r, t));
  const own = args.own && !page.rows.some((r) => r.userId === args.own?.userId) ? line(args.own) : null;
  const description =
    page.rows.length === 0
      ? t(scored ? 'leaderboard.noRuns' : 'common:leaderboard.noMatches', { hint })
      : withOwnLine(page.rows.map(line), own, MAX_DESCRIPTION, t);

  const footer = [t('common:leaderboard.page', { page: page.page + 1, pages: page.totalPages }), t('common:leaderboard.players', { count: page.totalPlayers })];
  footer.push(t(scored ? 'common:leaderboard.byScore' : 'common:leaderboard.byRating'));
  if (!scored) footer.push(t('common:leaderboard.computers'));
  const embed: APIEmbed = {
    title: truncate(t('common:leaderboard.title', { game: title, guild: guildName }), MAX_TITLE),
    description,
    color: LEADERBOARD_COLOR,
    footer: { text: truncate(footer.join(' · '), MAX_FOOTER) },
  };

  return { embeds: [embed], components: [pageRow(page, (n) => buildLeaderboardId(game, n))] };
}

const challengeLine = (s: RankedChallengeScore, t: TFunction) => `**${s.rank}.** ${mention(s.userId, t)} — **${signedNumber(s.score)}**${s.won ? ' 🏆' : ''}`;

/**
 * A challenge's board (the daily deal) for one server: one page of the
 * day's scores, best first, with ◀ / ▶ like the all-time board, and the line
 * of whoever asked when they are further down.
 */
export function renderChallengeBoard(
  page: ChallengePage,
  args: {
    game: string;
    title: string;
    guildName: string | null;
    day: string;
    best: number | null;
    startHint: string;
    own?: RankedChallengeScore | null;
    t: TFunction;
    /** The computer's run of the day: its score to beat, or 'thinking' while it plays; `watchId` opens its replay. */
    computer?: { score: number; won: boolean; watchId: string } | 'thinking' | null;
  },
): MessagePayload {
  const { t } = args;
  const lines = page.rows.map((s) => challengeLine(s, t));
  const own = args.own && !page.rows.some((s) => s.userId === args.own?.userId) ? challengeLine(args.own, t) : null;
  const computer = args.computer;
  const computerLine =
    computer === 'thinking'
      ? t('leaderboard.computerThinking')
      : computer
        ? t('leaderboard.computerScore', { score: signedNumber(computer.score), won: computer.won ? ' 🏆' : '' })
        : null;
  const footer = args.best === null ? t('leaderboard.oneAttempt') : `${t('leaderboard.bestToday', { best: signedNumber(args.best) })} · ${t('leaderboard.oneAttempt')}`;
  return {
    embeds: [
      {
        title: truncate(t('common:leaderboard.dailyTitle', { game: args.title, day: args.day, guild: args.guildName ?? t('common:aServer') }), MAX_TITLE),
        description: [lines.length ? withOwnLine(lines, own, MAX_DESCRIPTION - 200, t) : t('leaderboard.nobodyToday', { hint: args.startHint }), ...(computerLine ? ['', computerLine] : [])].join('\n'),
        color: LEADERBOARD_COLOR,
        footer: { text: truncate(`${t('common:leaderboard.page', { page: page.page + 1, pages: page.totalPages })} · ${footer}`, MAX_FOOTER) },
      },
    ],
    components: [
      pageRow(page, (n) => buildDailyBoardId(args.game, args.day, n)),
      ...(computer && computer !== 'thinking'
        ? [
            {
              type: ComponentType.ActionRow as const,
              components: [{ type: ComponentType.Button as const, style: ButtonStyle.Secondary as const, custom_id: computer.watchId, label: t('leaderboard.watchComputer'), emoji: { name: '🎬' } }],
            },
          ]
        : []),
    ],
  };
}
