/** The leaderboard message: one embed with a page of the board and ◀ / ▶ buttons. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APIEmbed } from 'discord.js';
import type { LeaderboardPage, LeaderboardRow } from '../../play/leaderboard.js';
import { buildLeaderboardId } from '../custom-id.js';
import type { MessagePayload } from './types.js';

/** Discord's embed limits. */
const MAX_TITLE = 256;
const MAX_DESCRIPTION = 4096;
const MAX_FOOTER = 2048;

const LEADERBOARD_COLOR = 0xf1c40f;

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Score games (solo runs): runs, wins, best and average score; no rating. */
function scoreRowLine(r: LeaderboardRow): string {
  const parts = [plural(r.matches, 'run'), plural(r.wins, 'win'), `avg ${(r.averageScore ?? 0).toFixed(1)}`];
  return `**${r.rank}.** <@${r.userId}> — best **${r.bestScore ?? '—'}** · ${parts.join(' · ')}`;
}

function rowLine(r: LeaderboardRow): string {
  const parts = [
    plural(r.matches, 'match', 'matches'),
    `${plural(r.wins, 'win')} (${Math.round(r.winRate * 100)}%)`,
  ];
  if (r.bestScore === null || r.roundWins > 0) parts.push(plural(r.roundWins, 'round win'));
  if (r.bestScore !== null) parts.push(`best ${r.bestScore}`);
  if (r.averageScore !== null) parts.push(`avg ${r.averageScore.toFixed(1)}`);
  return `**${r.rank}.** <@${r.userId}> — rating **${r.rating.toFixed(1)}** · ${parts.join(' · ')}`;
}

/** Lines joined by newlines; past `max` characters the last ones are dropped, with a note. */
function fitLines(lines: string[], max: number): string {
  const full = lines.join('\n');
  if (full.length <= max) return full;
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const next = out ? `${out}\n${line}` : line;
    if (next.length + `\n… and ${lines.length - i - 1} more`.length > max) {
      return out ? `${out}\n… and ${lines.length - i} more` : truncate(line, max);
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
  args: { game: string; title: string; guildName: string; kind?: 'wins' | 'score'; startHint?: string },
): MessagePayload {
  const { game, title, guildName } = args;
  const score = args.kind === 'score';
  const description =
    page.rows.length === 0
      ? `No finished ${score ? 'runs' : 'matches'} yet — start one with ${args.startHint ?? `/${game} start`}`
      : fitLines(page.rows.map(score ? scoreRowLine : rowLine), MAX_DESCRIPTION);

  const embed: APIEmbed = {
    title: truncate(`${title} leaderboard — ${guildName}`, MAX_TITLE),
    description,
    color: LEADERBOARD_COLOR,
    footer: {
      text: truncate(
        `Page ${page.page + 1}/${page.totalPages} · ${plural(page.totalPlayers, 'player')}${score ? ' · ranked by best score' : ' · rating = μ − 3σ (OpenSkill)'}`,
        MAX_FOOTER,
      ),
    },
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
  args: { title: string; guildName: string; day: string; best: number | null; startHint: string },
): MessagePayload {
  const lines = scores.map((s, i) => `**${i + 1}.** <@${s.userId}> — **${s.score}**${s.won ? ' 🏆' : ''}`);
  return {
    embeds: [
      {
        title: truncate(`${args.title} daily dungeon ${args.day} — ${args.guildName}`, MAX_TITLE),
        description: lines.length ? fitLines(lines, MAX_DESCRIPTION) : `Nobody here has finished today's dungeon yet — try ${args.startHint}.`,
        color: LEADERBOARD_COLOR,
        footer: { text: truncate(args.best === null ? 'One attempt per player per day (UTC).' : `Best today across all servers: ${args.best} · one attempt per player per day (UTC).`, MAX_FOOTER) },
      },
    ],
  };
}
