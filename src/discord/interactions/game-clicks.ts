/**
 * Clicks on a match's components: a move, a step through a hand's menus,
 * "Show my hand" and the rules. A move is applied in one transaction, then
 * answered, then the rest of the table is brought up to date — in that order,
 * whatever becomes of the answer.
 */
import { MessageFlags } from 'discord-api-types/v10';
import { games } from '../../games/index.js';
import { act, locateSeat, type ClickRefusal, type Seated } from '../../play/act.js';
import { handRetired } from '../../play/shown.js';
import type { App } from '../app.js';
import type { ParsedCustomId } from '../custom-id.js';
import { languageOf, translator } from '../i18n/index.js';
import { recordBody } from '../layout.js';
import { matchContext } from '../render.js';
import { refusalText } from '../refusals.js';
import { uis } from '../ui/registry.js';
import { onPrivateMessage, replyWithHand, showHand, tableOf, updateWithHand } from './hands.js';
import type { Ix } from './ix.js';
import { privately, update, type Reply } from './reply.js';

/** Refusals after which the player can still act: the answer brings their current hand. */
const WITH_HAND: readonly ClickRefusal[] = ['stale', 'not_your_turn', 'illegal', 'bad_action'];

export async function refuseClick(app: App, ix: Ix, reason: ClickRefusal, seated?: Seated): Promise<Reply> {
  const text = refusalText(translator(languageOf(ix.locale)), reason);
  if (seated && WITH_HAND.includes(reason)) return showHand(app, ix, seated, null, text);
  return privately(text);
}

/** A move: applied, answered (the clicked hand updated, or made a record of the move when the turn passed), then synced. */
export async function onMove(app: App, ix: Ix, parsed: ParsedCustomId, code: string): Promise<Reply> {
  const res = await act(app.play, { game: parsed.game, matchId: parsed.matchId, userId: ix.user.id, version: parsed.version, code });
  if (!res.ok) return refuseClick(app, ix, res.reason, res.seated);
  const sync = [res.match.id];
  const turnPassed = games[res.match.game]?.toAct(res.match.state) !== res.seat;
  const record = turnPassed && onPrivateMessage(ix) ? await moveRecord(app, ix, res, code) : null;
  if (record === null) return showHandAfterMove(app, ix, res, sync);
  const messageId = ix.message?.id;
  return update(
    { body: recordBody(record, ((ix.message?.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0), files: [], hash: '' },
    {
      sync,
      // The turn DM is a record now: the player's next turn brings a new hand.
      after: async (_sent, answered) => {
        if (answered && messageId) await app.play.store.read((q) => handRetired(q, res.match.id, res.seat, messageId, res.match.version));
      },
    },
  );
}

function showHandAfterMove(app: App, ix: Ix, seated: Seated, sync: string[]): Promise<Reply> {
  return onPrivateMessage(ix) ? updateWithHand(app, ix, seated, null, { sync }) : showHand(app, ix, seated, null).then((r) => ({ ...r, sync }));
}

/** The line a turn DM becomes once its move is made ("You played 8 7 6."), from the mover's view after it. */
async function moveRecord(app: App, ix: Ix, seated: Seated, code: string): Promise<string | null> {
  const ui = uis[seated.match.game];
  const engine = games[seated.match.game];
  if (!ui || !engine) return null;
  const table = await tableOf(app, ix, seated);
  const ctx = matchContext(seated.match, seated.players, table.names, languageOf(ix.locale));
  return ui.moveRecord(engine.view(seated.match.state, seated.seat), ctx, seated.seat, engine.decodeAction(code) ?? undefined);
}

/** A step through the hand's menus: the same version, another view of the same choices. */
export async function onMenuStep(app: App, ix: Ix, parsed: ParsedCustomId, menu: string): Promise<Reply> {
  const found = await app.play.store.read((q) => locateSeat(q, parsed.game, parsed.matchId, ix.user.id));
  if (!found.ok) return refuseClick(app, ix, found.reason, found.seated);
  if (found.seated.match.version !== parsed.version) return refuseClick(app, ix, 'stale', found.seated);
  return showHand(app, ix, found.seated, menu);
}

/** "Show my hand" on the board: the hand, privately. */
export async function onShowHand(app: App, ix: Ix, parsed: ParsedCustomId): Promise<Reply> {
  const found = await app.play.store.read((q) => locateSeat(q, parsed.game, parsed.matchId, ix.user.id));
  if (!found.ok) return refuseClick(app, ix, found.reason);
  return replyWithHand(app, ix, found.seated);
}
