/**
 * From stored matches to message payloads: the only place that turns state
 * into views (engine.view) before handing them to a game's renderers, in the
 * reader's language.
 */
import { DM_GUILD } from '../play/solo.js';
import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import { games, settingsOf } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import { buildCustomId } from './custom-id.js';
import { PICTURES_NAMESPACE, pictureTexts } from '../images/texts.js';
import type { Scene } from '../images/scene.js';
import type { PictureContext } from '../images/types.js';
import { addTexts, translator, type Language, type TFunction } from './i18n/index.js';
import { payloadHash as hashOf, type Rendered } from './layout.js';
import type { PictureRef, Pictures } from './pictures.js';
import { seatDisplayName, seatMentionText } from './seat-names.js';
import { ANY_VERSION, legendButton } from './ui/help-buttons.js';
import { renderLobby } from './ui/lobby.js';
import { gameTitle, uis } from './ui/registry.js';
import type { MatchContext, MessagePayload } from './ui/types.js';

addTexts(PICTURES_NAMESPACE, pictureTexts);

export interface Names {
  guildName(guildId: string): string | null;
  /** The name people see: in server `guildId`, the nickname there if the person has one. */
  displayName(userId: string, guildId?: string): string | null;
}

/** `names` as read in one server: a person by their nickname there (a solo run in DMs has none). */
export function namesIn(names: Names, guildId: string): Names {
  if (guildId === DM_GUILD) return names;
  return { guildName: (id) => names.guildName(id), displayName: (userId, inGuild = guildId) => names.displayName(userId, inGuild) };
}

/** Where a match is played, as its messages name it: the server, or "our DMs" for a solo run in a DM with the bot. */
export function placeName(guildId: string, names: Names, t: TFunction): string {
  if (guildId === DM_GUILD) return t('common:dmPlace');
  return names.guildName(guildId) ?? t('common:aServer');
}

export function matchContext(match: Match, players: MatchPlayer[], allNames: Names, lang: Language): MatchContext {
  const t = translator(lang, match.game);
  const names = namesIn(allNames, match.guildId);
  return {
    game: match.game,
    matchId: match.id,
    version: match.version,
    guildId: match.guildId,
    guildName: placeName(match.guildId, names, t),
    channelId: match.channelId,
    // A computer seat carries no Discord id, so the renderers name it instead of mentioning it.
    seats: players.map((p) => ({
      seat: p.seat,
      userId: p.computer ? '' : p.userId,
      displayName: seatDisplayName(p, names, t),
      // A seat a computer took over plays on: shown as playing, not as gone.
      forfeited: p.forfeited && !p.computer,
    })),
    turnDeadline: match.status === 'active' ? match.turnDeadline : null,
    status: match.status === 'active' ? 'active' : match.status === 'finished' ? 'finished' : 'abandoned',
    lang,
    t,
  };
}

function parts(match: Match) {
  const engine = games[match.game];
  const ui = uis[match.game];
  if (!engine || !ui) throw new Error(`no engine or UI for game ${match.game}`);
  return { engine, ui };
}

/** The platform action of the "Play again" button on a finished match's board. */
export const REMATCH_ACTION = '!again';

/** The public board, plus the "Show my hand" button while the match runs, and "Play again" once a match of several seats is over. */
export function boardPayload(match: Match, players: MatchPlayer[], names: Names, lang: Language, withLegend = false): MessagePayload {
  const { engine, ui } = parts(match);
  const ctx = matchContext(match, players, names, lang);
  const payload = ui.board(engine.view(match.state, null), ctx);
  if (match.status === 'finished' && !settingsOf(match.game).solo) {
    const again: APIActionRowComponent<APIComponentInMessageActionRow> = {
      type: ComponentType.ActionRow,
      components: [{ type: ComponentType.Button, custom_id: buildCustomId(match.game, match.id, match.version, REMATCH_ACTION), label: ctx.t('players:rematch.button'), style: ButtonStyle.Primary, emoji: { name: '🔁' } }],
    };
    return { ...payload, components: [...(payload.components ?? []), again] };
  }
  if (match.status !== 'active') return { ...payload, components: payload.components ?? [] };
  const showHand: APIActionRowComponent<APIComponentInMessageActionRow> = {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, custom_id: buildCustomId(match.game, match.id, match.version, '!hand'), label: ctx.t('showHand'), style: ButtonStyle.Secondary, emoji: { name: '🃏' } },
      // Beside a picture: what its symbols mean.
      ...(withLegend && ui.legend ? [legendButton({ game: match.game, matchId: match.id, version: ANY_VERSION }, ctx.t)] : []),
    ],
  };
  return { ...payload, components: [...(payload.components ?? []), showHand] };
}

/** One seat's private hand message (DM or ephemeral). */
export function handPayload(match: Match, players: MatchPlayer[], seat: number, names: Names, lang: Language, menu: string | null = null): MessagePayload {
  const { engine, ui } = parts(match);
  const legal = match.status === 'active' ? engine.legalActions(match.state, seat) : [];
  return ui.hand(engine.view(match.state, seat), legal, matchContext(match, players, names, lang), menu);
}

/** The lobby names people by mention and computers by number: it needs no display names. */
const NO_NAMES: Names = { guildName: () => null, displayName: () => null };

export function lobbyPayload(match: Match, players: MatchPlayer[], lang: Language): MessagePayload {
  const engine = games[match.game];
  const t = translator(lang, match.game);
  const variant = (match.options as { variant?: string }).variant;
  return renderLobby(match, players, {
    title: gameTitle(match.game, lang),
    minPlayers: engine?.minPlayers ?? 1,
    maxPlayers: engine?.maxPlayers ?? 1,
    optionsText: variant && variant !== 'standard' ? t('common:lobby.variant', { variant: t(`variants.${variant}`) }) : null,
    seatText: (p) => seatMentionText(p, NO_NAMES, t),
    t,
  });
}

/** A short fingerprint of a payload: equal payloads show the same message, so no edit is needed. */
export function payloadHash(payload: MessagePayload): string {
  return hashOf(payload);
}

/** A rendered board or hand, with its picture when the game draws one and images are on. */
export interface RenderedMessage extends Rendered {
  picture: PictureRef | null;
}

/** The picture for `key`: known already, or its scene built now. */
function picture(pictures: Pictures, key: string, kind: 'board' | 'hand', build: () => Scene): Pick<RenderedMessage, 'picture'> {
  return { picture: pictures.ref(key, kind, build) };
}

/** What a picture gets of the match: the reader's words, who sits where, the match's state. */
function pictureContext(ctx: MatchContext, seat: number | null): PictureContext {
  return {
    // The game's own words first (its `pictures` keys), then the kit's (`pictureKit:…`).
    t: ctx.t as PictureContext['t'],
    seat,
    seats: ctx.seats.map((s) => ({ name: s.displayName, gone: s.forfeited })),
    status: ctx.status,
  };
}

/** What decides a picture: the match at this version, who reads it, in which language, with which names. */
function pictureKey(match: Match, ctx: MatchContext, seat: number | null): string {
  return [match.id, match.version, ctx.status, seat ?? 'board', ctx.lang, ctx.seats.map((s) => `${s.displayName}${s.forfeited ? '!' : ''}`).join('|')].join(':');
}

/**
 * The board with its picture (`pictures` null: images are off). The picture
 * is drawn from the public view, `engine.view(state, null)`, only.
 */
export function renderBoard(match: Match, players: MatchPlayer[], names: Names, lang: Language, pictures: Pictures | null): RenderedMessage {
  const { engine, ui } = parts(match);
  const images = pictures ? ui.images : undefined;
  const payload = boardPayload(match, players, names, lang, images !== undefined);
  if (!images || !pictures) return { payload, news: null, picture: null };
  const ctx = matchContext(match, players, names, lang);
  const view = engine.view(match.state, null);
  const made = picture(pictures, pictureKey(match, ctx, null), 'board', () => images.board(view, pictureContext(ctx, null)));
  return { payload, news: images.news?.(view, ctx, null) ?? null, hint: images.hint?.(view, ctx, null) ?? null, alt: images.alt?.(view, ctx, null) ?? null, ...made };
}

/** One seat's hand with its picture, drawn from that seat's view only. */
export function renderHand(match: Match, players: MatchPlayer[], seat: number, names: Names, lang: Language, menu: string | null, pictures: Pictures | null): RenderedMessage {
  const { engine, ui } = parts(match);
  const ctx = matchContext(match, players, names, lang);
  const view = engine.view(match.state, seat);
  const legal = match.status === 'active' ? engine.legalActions(match.state, seat) : [];
  const payload = ui.hand(view, legal, ctx, menu);
  const images = pictures ? ui.images : undefined;
  if (!images || !pictures) return { payload, news: null, picture: null };
  const made = picture(pictures, pictureKey(match, ctx, seat), 'hand', () => images.hand(view, pictureContext(ctx, seat)));
  return { payload, news: images.news?.(view, ctx, seat) ?? null, hint: images.hint?.(view, ctx, seat) ?? null, alt: images.alt?.(view, ctx, seat) ?? null, ...made };
}
