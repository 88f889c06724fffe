/** The leaderboard message: one embed with a page of the board and ◀ / ▶ buttons. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APIEmbed } from 'discord.js';
import type { LeaderboardPage, LeaderboardRow } from '../../play/leaderboard.js';
import { buildLeaderboardId } from '../custom-id.js';
import type { TFunction } from '../i18n/index.js';
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
const decimal = (t: TFunction, n: number) => new Intl.NumberFormat(t('common:locale'), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n).replace('-', '−');
const score = (n: number | null) => (n === null ? '—' : signedNumber(n));

/** Score games (solo runs): runs, wins, best and average score; no rating. */
function scoreRowLine(r: LeaderboardRow, t: TFunction): string {
  const parts = [t('common:leaderboard.runs', { count: r.matches }), t('common:leaderboard.wins', { count: r.wins }), t('common:leaderboard.average', { average: decimal(t, r.averageScore ?? 0) })];
  return t('common:leaderboard.scoreRow', { rank: r.rank, user: `<@${r.userId}>`, best: score(r.bestScore), parts: parts.join(' · ') });
}

function rowLine(r: LeaderboardRow, t: TFunction): string {
  const parts = [t('common:leaderboard.matches', { count: r.matches }), t('common:leaderboard.winsRate', { count: r.wins, rate: Math.round(r.winRate * 100) })];
  if (r.bestScore === null || r.roundWins > 0) parts.push(t('common:leaderboard.roundWins', { count: r.roundWins }));
  if (r.bestScore !== null) parts.push(t('common:leaderboard.best', { best: score(r.bestScore) }));
  if (r.averageScore !== null) parts.push(t('common:leaderboard.average', { average: decimal(t, r.averageScore) }));
  return t('common:leaderboard.ratingRow', { rank: r.rank, user: `<@${r.userId}>`, rating: decimal(t, r.rating), parts: parts.join(' · ') });
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

function pageButton(game: string, page: number, label: string, disabled: boolean): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    // Distinct ids even when disabled: ◀ on the first page points at -1, ▶ on the last at totalPages.
    custom_id: buildLeaderboardId(game, page),
    label,
    disabled,
  };
}

/**
 * The leaderboard message for one page. Mentions in embeds render as names
 * and never ping.
 */
export function renderLeaderboard(
  page: LeaderboardPage,
  args: { game: string; title: string; guildName: string | null; kind?: 'wins' | 'score'; startHint?: string; t: TFunction },
): MessagePayload {
  const { game, title, t } = args;
  const guildName = args.guildName ?? t('common:aServer');
  const scored = args.kind === 'score';
  const hint = args.startHint ?? `/${game} start`;
  const description =
    page.rows.length === 0
      ? t(scored ? 'common:leaderboard.noRuns' : 'common:leaderboard.noMatches', { hint })
      : fitLines(page.rows.map((r) => (scored ? scoreRowLine(r, t) : rowLine(r, t))), MAX_DESCRIPTION, t);

  const footer = [t('common:leaderboard.page', { page: page.page + 1, pages: page.totalPages }), t('common:leaderboard.players', { count: page.totalPlayers })];
  footer.push(t(scored ? 'common:leaderboard.byScore' : 'common:leaderboard.byRating'));
  if (!scored) footer.push(t('common:leaderboard.computers'));
  const embed: APIEmbed = {
    title: truncate(t('common:leaderboard.title', { game: title, guild: guildName }), MAX_TITLE),
    description,
    color: LEADERBOARD_COLOR,
    footer: { text: truncate(footer.join(' · '), MAX_FOOTER) },
  };

  const first = page.page <= 0;
  const last = page.page >= page.totalPages - 1;
  return {
    embeds: [embed],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          pageButton(game, page.page - 1, '◀', first),
          pageButton(game, page.page + 1, '▶', last),
        ],
      },
    ],
  };
}

/** A challenge's board (the daily dungeon) for one server: best scores of the day. */
export function renderChallengeBoard(
  scores: ReadonlyArray<{ userId: string; score: number; won: boolean }>,
  args: {
    title: string;
    guildName: string | null;
    day: string;
    best: number | null;
    startHint: string;
    t: TFunction;
    /** The computer's run of the day: its score to beat, or 'thinking' while it plays; `watchId` opens its replay. */
    computer?: { score: number; won: boolean; watchId: string } | 'thinking' | null;
  },
): MessagePayload {
  const { t } = args;
  const lines = scores.map((s, i) => `**${i + 1}.** <@${s.userId}> — **${signedNumber(s.score)}**${s.won ? ' 🏆' : ''}`);
  const computer = args.computer;
  const computerLine =
    computer === 'thinking'
      ? t('common:leaderboard.computerThinking')
      : computer
        ? t('common:leaderboard.computerScore', { score: signedNumber(computer.score), won: computer.won ? ' 🏆' : '' })
        : null;
  const footer = args.best === null ? t('common:leaderboard.oneAttempt') : `${t('common:leaderboard.bestToday', { best: signedNumber(args.best) })} · ${t('common:leaderboard.oneAttempt')}`;
  return {
    embeds: [
      {
        title: truncate(t('common:leaderboard.dailyTitle', { game: args.title, day: args.day, guild: args.guildName ?? t('common:aServer') }), MAX_TITLE),
        description: [lines.length ? fitLines(lines, MAX_DESCRIPTION - 200, t) : t('common:leaderboard.nobodyToday', { hint: args.startHint }), ...(computerLine ? ['', computerLine] : [])].join('\n'),
        color: LEADERBOARD_COLOR,
        footer: { text: truncate(footer, MAX_FOOTER) },
      },
    ],
    components:
      computer && computer !== 'thinking'
        ? [
            {
              type: ComponentType.ActionRow,
              components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: computer.watchId, label: t('common:leaderboard.watchComputer'), emoji: { name: '🎬' } }],
            },
          ]
        : [],
  };
}
