/**
 * Every interaction, from either transport: a table of routes, each a
 * `parse` of the interaction (null: not mine) and a `run` that answers it.
 * Nothing here keeps state in memory: every click is resolved from the
 * database, so old buttons work after a restart and in any process. Every
 * interaction gets an answer, in the reader's language.
 */
import { InteractionType, MessageFlags } from 'discord-api-types/v10';
import { games } from '../../games/index.js';
import type { App } from '../app.js';
import { challengeBoardMessage, leaderboardMessage, boardPlace } from '../boards.js';
import { computerRunView } from '../computer-run-view.js';
import {
  isBoardPageId,
  isMenuStep,
  parseComputerRunId,
  parseCustomId,
  parseDailyBoardId,
  parseLeaderboardId,
  parseReplayId,
  parseReplayOpenId,
  type ParsedCustomId,
} from '../custom-id.js';
import { howToPlayReply, legendReply } from '../game-commands.js';
import { LEGEND_ACTION, RULES_ACTION } from '../ui/help-buttons.js';
import { languageOf, translator } from '../i18n/index.js';
import { isLeaveChoice, onLeaveChoice } from '../leaving.js';
import { refusalReply } from '../refusals.js';
import { onRematch } from '../rematch.js';
import { REMATCH_ACTION } from '../render.js';
import { matchReplayView } from '../replay-view.js';
import { gameWords } from '../ui/game-words.js';
import { uis } from '../ui/registry.js';
import { onMenuStep, onMove, onShowHand } from './game-clicks.js';
import type { Ix } from './ix.js';
import { isLobbyAction, onLobbyAction } from './lobby-clicks.js';
import { onPrivacyClick } from '../privacy-clicks.js';
import { isPrivacyClick, type PrivacyClick } from '../privacy-view.js';
import { onServerDataClick } from '../server-data-clicks.js';
import { isServerDataClick, type ServerDataClick } from '../server-data-view.js';
import { privately, update, type Reply } from './reply.js';

interface Route<A> {
  parse(ix: Ix): A | null;
  run(ix: Ix, args: A, app: App): Promise<Reply>;
}

const route = <A>(r: Route<A>): Route<unknown> => r as Route<unknown>;
const isComponent = (ix: Ix) => ix.type === InteractionType.MessageComponent;
const onEphemeral = (ix: Ix) => ((ix.message?.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
const t = (ix: Ix) => translator(languageOf(ix.locale));

/** A private view (a replay, a computer's run): stepping inside it replaces it; anywhere else it opens privately. */
const inPlace = (ix: Ix, view: { ok: true; payload: Parameters<typeof update>[0] } | { ok: false; reason: Parameters<typeof refusalReply>[1] }): Reply =>
  !view.ok ? refusalReply(t(ix), view.reason) : onEphemeral(ix) ? update(view.payload) : privately(view.payload);

/** A game component: `<game>:<match>:<version>:<action>`, the action in the custom id or the select's value. */
function parseGameComponent(ix: Ix): { parsed: ParsedCustomId; action: string } | null {
  const parsed = parseCustomId(ix.customId);
  if (!parsed || !games[parsed.game]) return null;
  const action = ix.values.length > 0 ? ix.values[0] : parsed.action;
  if (typeof action !== 'string' || action.length === 0 || action.length > 60 || action.includes(':')) return null;
  return { parsed, action };
}

const ROUTES: Route<unknown>[] = [
  route({
    parse: (ix) => (ix.command ? (ix.command.name as string) : null),
    run: async (ix, name, app) => (await app.commands.get(name)?.execute(ix, app)) ?? refusalReply(t(ix), 'unknown_command'),
  }),
  route({
    parse: (ix) => (isComponent(ix) ? (parseLeaderboardId(ix.customId) ?? parseDailyBoardId(ix.customId)) : null),
    run: async (ix, page: { game: string; page: number; day?: string }, app) => {
      if (!uis[page.game] || !ix.guildId) return refusalReply(t(ix), 'unknown_component');
      // Only a leaderboard message turns its page (in the server's language); a forged id elsewhere gets the page privately.
      const shared = (ix.message?.components ?? []).some((row) => 'components' in row && row.components.some((c) => 'custom_id' in c && isBoardPageId(c.custom_id)));
      const lang = shared ? (await boardPlace(ix, app)).lang : languageOf(ix.locale);
      const payload = page.day
        ? await challengeBoardMessage(app, ix.guildId, page.game, page.day, page.page, lang, ix.user.id)
        : await leaderboardMessage(app, ix.guildId, page.game, page.page, lang, ix.user.id);
      return shared ? update(payload) : privately(payload);
    },
  }),
  route({
    parse: (ix) => (isComponent(ix) ? (parseReplayOpenId(ix.customId) ?? parseReplayId(ix.customId)) : null),
    run: async (ix, replay: { matchId: string; step?: number }, app) => {
      if (!ix.guildId) return refusalReply(t(ix), 'unknown_component');
      const view = await matchReplayView(app, { guildId: ix.guildId, matchId: replay.matchId, step: replay.step ?? 0, lang: languageOf(ix.locale) });
      return replay.step === undefined ? (view.ok ? privately(view.payload) : refusalReply(t(ix), view.reason)) : inPlace(ix, view);
    },
  }),
  route({
    parse: (ix) => (isComponent(ix) && isPrivacyClick(ix.customId) ? ix.customId : null),
    run: (ix, click: PrivacyClick, app) => onPrivacyClick(app, ix, click),
  }),
  route({
    parse: (ix) => (isComponent(ix) && isServerDataClick(ix.customId) ? ix.customId : null),
    run: (ix, click: ServerDataClick, app) => onServerDataClick(app, ix, click),
  }),
  route({
    parse: (ix) => (isComponent(ix) ? parseComputerRunId(ix.customId) : null),
    run: async (ix, run: { game: string; day: string; step: number }, app) => {
      if (!ix.guildId || !uis[run.game]) return refusalReply(t(ix), 'unknown_component');
      const lang = languageOf(ix.locale);
      const view = await computerRunView(app, { userId: ix.user.id, guildId: ix.guildId, channelId: ix.channelId, ...run, lang });
      // The game words its own refusals (Scoundrel's dungeon).
      if (!view.ok) return privately(gameWords(lang, run.game, 'common', `refusals.${view.reason}`));
      return inPlace(ix, view);
    },
  }),
  route({
    parse: (ix) => (isComponent(ix) ? parseGameComponent(ix) : null),
    run: (ix, { parsed, action }: { parsed: ParsedCustomId; action: string }, app) => {
      if (action === '!hand') return onShowHand(app, ix, parsed);
      // Help at any version: these buttons sit on messages that are not edited with every move.
      if (action === RULES_ACTION) return Promise.resolve(howToPlayReply(ix, parsed.game, app.rulesUrl));
      if (action === LEGEND_ACTION) return Promise.resolve(legendReply(ix, parsed.game));
      if (isLeaveChoice(action)) return onLeaveChoice(app, ix, parsed, action);
      if (action === REMATCH_ACTION) return onRematch(app, ix, parsed);
      if (isLobbyAction(action)) return onLobbyAction(app, ix, parsed, action);
      if (action.startsWith('!')) return Promise.resolve(refusalReply(t(ix), 'unknown_component'));
      if (isMenuStep(action)) return onMenuStep(app, ix, parsed, action);
      return onMove(app, ix, parsed, action);
    },
  }),
];

/** The answer to an interaction: the first route that recognises it, else "not one of mine". */
export async function routeInteraction(ix: Ix, app: App): Promise<Reply> {
  for (const r of ROUTES) {
    const args = r.parse(ix);
    if (args !== null) return r.run(ix, args, app);
  }
  return refusalReply(t(ix), ix.command ? 'unknown_command' : 'unknown_component');
}
