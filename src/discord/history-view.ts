/** /history: a server's recent finished matches (game, players, winners, date), each with a Replay button. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import { recentMatches } from '../play/replay.js';
import { buildReplayOpenId } from './custom-id.js';
import { translator, type Language } from './i18n/index.js';
import { namesIn } from './render.js';
import { seatMentionText } from './seat-names.js';
import { gameTitle } from './ui/registry.js';
import { dateStamp, safeName } from './ui/text.js';
import type { MessagePayload } from './ui/types.js';
import type { Q } from '../db/store.js';
import { peopleOf } from '../play/people.js';

const SHOWN = 10;
const BUTTONS_PER_ROW = 5;

/** `player`: the one asked about, named as the command found them (src/discord/known-names.ts, pickedUserName); null: everyone. */
export async function historyMessage(q: Q, args: { guildId: string; player: { id: string; name: string } | null; lang: Language }): Promise<MessagePayload> {
  const t = translator(args.lang);
  const { player } = args;
  const past = await recentMatches(q, args.guildId, player?.id ?? null, SHOWN);
  const people = await peopleOf(q, past.flatMap((p) => p.players.map((s) => s.userId)), args.guildId);
  const names = namesIn({ guildName: () => null, displayName: (id) => people.nicks.get(id) ?? people.names.get(id) ?? null }, args.guildId);
  const title = player ? t('history.titleFor', { user: safeName(player.name) }) : t('history.title');
  if (past.length === 0) return { embeds: [{ title, description: t(player ? 'history.noneFor' : 'history.none') }] };
  const lines = past.map(({ match, players, winners }, i) => {
    const who = players.map((p) => seatMentionText(p, names, t)).join(', ');
    const result = match.status === 'abandoned' ? t('history.abandoned') : winners.length ? t('history.won', { winners: winners.map((s) => seatMentionText(players[s] ?? { userId: '0', computer: null }, names, t)).join(', ') }) : t('history.noWinner');
    const when = dateStamp(match.finishedAt ?? match.updatedAt);
    return t('history.line', { n: i + 1, game: gameTitle(match.game, args.lang), when, who, result });
  });
  const buttons: APIButtonComponentWithCustomId[] = past.map(({ match }, i) => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    custom_id: buildReplayOpenId(match.id),
    label: t('history.replay', { n: i + 1 }),
  }));
  const rows = [];
  for (let i = 0; i < buttons.length; i += BUTTONS_PER_ROW) rows.push({ type: ComponentType.ActionRow as const, components: buttons.slice(i, i + BUTTONS_PER_ROW) });
  return { embeds: [{ title, description: lines.join('\n') }], components: rows };
}
