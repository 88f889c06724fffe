/**
 * A toy game for the registration test: Nim. A pile of stones; players take
 * turns taking 1, 2 or 3; whoever takes the last stone wins. Everything the
 * platform needs comes through the same two registrations as a real game's.
 */
import type { GameDefinition } from '../../../src/games/core/contract.js';
import { fail } from '../../../src/games/core/contract.js';
import type { GameRegistration } from '../../../src/games/core/registration.js';
import type { GameUi } from '../../../src/discord/ui/types.js';
import { ButtonStyle, ComponentType } from 'discord.js';
import { buildCustomId } from '../../../src/discord/custom-id.js';
import { howToPlayPayload, legendPayload } from '../../../src/discord/ui/explain.js';
import { Sketch } from '../../../src/images/scene.js';
import type { PictureContext } from '../../../src/images/types.js';

export interface NimState {
  stones: number;
  players: number;
  toAct: number | null;
  winner: number | null;
}
export type NimAction = { take: 1 | 2 | 3 };
export type NimOptions = { stones: number };

export const nim: GameDefinition<NimState, NimAction, NimState, NimOptions> = {
  id: 'nim',
  minPlayers: 2,
  maxPlayers: 3,
  setup: ({ players, options }) => ({ stones: options?.stones ?? 7, players, toAct: 0, winner: null }),
  toAct: (s) => s.toAct,
  legalActions: (s, seat) => (s.toAct === seat ? ([1, 2, 3] as const).filter((n) => n <= s.stones).map((take) => ({ take })) : []),
  apply(s, seat, a) {
    if (s.toAct === null) return fail('game_over', 'over');
    if (seat !== s.toAct) return fail('not_your_turn', 'wait');
    if (![1, 2, 3].includes(a.take) || a.take > s.stones) return fail('illegal_action', 'cannot take that many');
    const stones = s.stones - a.take;
    return { ok: true, state: { ...s, stones, toAct: stones === 0 ? null : (seat + 1) % s.players, winner: stones === 0 ? seat : null } };
  },
  view: (s) => s,
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], scores: Array.from({ length: s.players }, (_, i) => (i === s.winner ? 1 : 0)) }),
  encodeAction: (a) => `t${a.take}`,
  decodeAction: (code) => (/^t[123]$/.test(code) ? { take: Number(code[1]) as 1 | 2 | 3 } : null),
  timeoutAction: (s, seat) => (s.toAct === seat ? { take: 1 } : null),
  forfeit: (s, seat) => ({ ...s, toAct: s.toAct === seat ? (seat + 1) % s.players : s.toAct }),
};

export const nimGame: GameRegistration<NimState, NimAction, NimState, NimOptions> = {
  engine: nim,
  settings: { scoring: 'wins', solo: false, onTimeout: 'safe-move' },
  variants: [],
  conformance: {
    optionSets: [{}],
    maxActions: 50,
    perturbHidden: (s) => s,
    randomAction: (_s, _seat, rand) => ({ take: (rand(5) as 1 | 2 | 3) }),
  },
};

/** The toy's picture: the pile as a row of stones under its count, in the game's own words. */
function pile(view: NimState, ctx: PictureContext) {
  const sk = new Sketch(400, 120, '#20242c');
  sk.text(ctx.t('pictures.pile', { count: view.stones }), 20, 30, { size: 28, color: '#ffffff', bold: true });
  for (let i = 0; i < view.stones; i++) sk.circle(40 + i * 44, 84, 18, { fill: '#9aa4b8' });
  return sk.scene();
}

export const nimUi: GameUi<NimState, NimAction> = {
  gameId: 'nim',
  texts: {
    en: { title: 'Nim', description: 'Nim: take 1–3 stones; whoever takes the last one wins', rules: 'Take 1, 2 or 3 stones. Whoever takes the last stone wins.', stones: 'Stones left: {{count}}', take: 'Take {{count}}', wait: 'Wait for your turn.', pictures: { pile: '{{count}} stones' }, howToPlay: { goal: 'Take the last stone.', turn: 'Take 1, 2 or 3 stones.', buttons: 'One button for each number of stones you may take.' }, legend: { pile: 'Each circle is a stone of the pile.' }, record_one: 'You took {{count}} stone.', record_other: 'You took {{count}} stones.', recordNone: 'Your move was played.' },
    de: { title: 'Nim', description: 'Nim: nimm 1–3 Steine; wer den letzten nimmt, gewinnt', rules: 'Nimm 1, 2 oder 3 Steine. Wer den letzten Stein nimmt, gewinnt.', stones: 'Übrige Steine: {{count}}', take: 'Nimm {{count}}', wait: 'Warte, bis du dran bist.', pictures: { pile: '{{count}} Steine' }, howToPlay: { goal: 'Nimm den letzten Stein.', turn: 'Nimm 1, 2 oder 3 Steine.', buttons: 'Ein Button für jede Zahl Steine, die du nehmen darfst.' }, legend: { pile: 'Jeder Kreis ist ein Stein des Haufens.' }, record_one: 'Du hast {{count}} Stein genommen.', record_other: 'Du hast {{count}} Steine genommen.', recordNone: 'Dein Zug ist gespielt.' },
  },
  images: { board: pile, hand: pile, palette: {} },
  howToPlay: (t, rulesUrl) => howToPlayPayload('nim', t, rulesUrl),
  legend: (t) => legendPayload(t, ['legend.pile']),
  moveRecord: (_view, ctx, _seat, action) => (action ? ctx.t('record', { count: action.take }) : ctx.t('recordNone')),
  board: (view, ctx) => ({ embeds: [{ title: ctx.t('title'), description: ctx.t('stones', { count: view.stones }) }] }),
  hand(view, legal, ctx) {
    const buttons = legal.map((a) => ({ type: ComponentType.Button as const, style: ButtonStyle.Primary as const, custom_id: buildCustomId('nim', ctx.matchId, ctx.version, nim.encodeAction(a)), label: ctx.t('take', { count: a.take }) }));
    return {
      content: buttons.length ? ctx.t('stones', { count: view.stones }) : ctx.t('wait'),
      components: buttons.length ? [{ type: ComponentType.ActionRow, components: buttons }] : [],
    };
  },
};
