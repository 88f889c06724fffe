/**
 * The public board: one small embed, a few lines, since several dungeons may
 * run in the same channel at once. Who plays, the variant, health, room,
 * cards left in the dungeon (a count only), the weapon and its limit, the
 * room's cards and the last event; the outcome and score once over. No
 * components (the platform adds its own).
 *
 * Once the run has ended (escaped, dead, given up, abandoned) the board also
 * sets the message's content to how it ended: the message was posted with an
 * intro ("… entered the dungeon."), and an edit without content would keep it.
 * While the run goes on, content is left alone.
 */
import type { ScoundrelView } from '../../../games/scoundrel/types.js';
import type { MatchContext, MessagePayload } from '../types.js';
import { DEAD_COLOR, RUNNING_COLOR, WAITING_COLOR, WON_COLOR } from './colors.js';
import { describeScoundrelEvent } from './describe.js';
import { playerMention, playerName } from './players.js';
import { roomLine } from './room.js';
import { boardOutcomeText, clearedText, dungeonText, healthText, roomText, variantName } from './status.js';
import { clip } from './text.js';
import { weaponLine } from './weapon.js';

/** How a run ended, in words: the title's state, the message content, and (stopped before the engine's end) the first line. */
interface Ended {
  state: string;
  content: string;
  line: string | null;
}

/** How the run ended, or null while it goes on. */
function ended(view: ScoundrelView, ctx: MatchContext): Ended | null {
  const t = ctx.t;
  const who = playerMention(ctx);
  if (view.over) {
    return view.won === true
      ? { state: t('board.state.escaped'), content: t('board.content.escaped', { who }), line: null }
      : { state: t('board.state.dead'), content: t('board.content.dead', { who }), line: null };
  }
  if (ctx.status === 'active') return null;
  const room = roomText(view, t);
  const variant = variantName(view, t);
  if (ctx.seats.some((s) => s.forfeited)) {
    return { state: t('board.state.gaveUp'), content: t('board.content.gaveUp', { who, room }), line: t('board.ended.gaveUp', { who, room, variant }) };
  }
  if (ctx.status === 'abandoned') {
    return { state: t('board.state.abandoned'), content: t('board.content.abandoned', { who, room }), line: t('board.ended.abandoned', { who, room, variant }) };
  }
  return { state: t('board.state.stopped'), content: t('board.content.stopped', { who, room }), line: t('board.ended.stopped', { who, room, variant }) };
}

function lines(view: ScoundrelView, ctx: MatchContext, end: Ended | null): string[] {
  const t = ctx.t;
  const who = playerMention(ctx);
  const variant = variantName(view, t);
  const room = roomText(view, t);
  if (view.over) {
    return [boardOutcomeText(view, t, who), t('board.summary', { variant, room, cleared: clearedText(view, t), dungeon: dungeonText(view, t) })];
  }
  const out = [
    end?.line ?? t('board.running', { who, variant }),
    t('board.status', { health: healthText(view, t), room, cleared: clearedText(view, t), dungeon: dungeonText(view, t) }),
    t('board.weapon', { weapon: weaponLine(view, t) }),
    t('board.room', { cards: roomLine(view, t) }),
  ];
  if (view.lastAction !== null) out.push(t('board.lastEvent', { event: describeScoundrelEvent(t, view.lastAction) }));
  return out;
}

export function renderBoard(view: ScoundrelView, ctx: MatchContext): MessagePayload {
  const end = ended(view, ctx);
  const color = view.over ? (view.won === true ? WON_COLOR : DEAD_COLOR) : ctx.status === 'active' ? RUNNING_COLOR : WAITING_COLOR;
  const embed = {
    title: clip(ctx.t('board.title', { name: playerName(ctx), state: end?.state ?? roomText(view, ctx.t) }), 256),
    description: clip(lines(view, ctx, end).join('\n'), 4096),
    color,
  };
  return end === null ? { embeds: [embed] } : { content: clip(end.content, 2000), embeds: [embed] };
}
