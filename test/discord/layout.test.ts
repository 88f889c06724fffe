/**
 * Boards and hands as Components V2 messages (src/discord/layout.ts): every
 * screen of seeded random games of every game with pictures — the board and
 * every menu step of every hand, in English and German — composed with its
 * picture, waiting for it, and as the full text, stays within Components
 * V2's limits (40 components, 4,000 characters of text) with the controls
 * within theirs; the worst case (25 buttons, texts at their limits) too.
 */
import { ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { awaitsPicture, compose, countComponents, textLength, V2_LIMITS, type Rendered } from '../../src/discord/layout.js';
import { matchContext, type Names } from '../../src/discord/render.js';
import { uis } from '../../src/discord/ui/index.js';
import type { MessagePayload } from '../../src/discord/ui/types.js';
import type { Match, MatchPlayer } from '../../src/db/schema/sqlite.js';
import { games } from '../../src/games/index.js';
import { exploreHand } from '../support/ui-navigator.js';
import { messageProblems } from '../support/fake-discord/index.js';
import { v2Problems } from '../support/pictures.js';

const NAMES: Names = { guildName: () => 'Card Club', displayName: (id) => `Player ${id}` };
const PNG = Buffer.from('png');
const GAMES = Object.keys(uis).filter((id) => uis[id]?.images);

function lcg(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Every form a screen can take: with its picture, waiting for it, as text; each must be a valid V2 message. */
function checkAllForms(payload: MessagePayload, news: string | null, where: string): void {
  const r: Rendered = { payload, news, picture: { filename: 'hand-0123456789abcdef.png' } };
  const withPicture = compose(r, { v2: true, png: PNG });
  const waiting = compose(r, { v2: true });
  const kept = compose(r, { v2: true, keepId: '123', edit: true });
  const text = compose({ ...r, picture: null }, { v2: true, edit: true });
  expect(awaitsPicture(r, withPicture)).toBe(false);
  expect(awaitsPicture(r, waiting)).toBe(true);
  expect(withPicture.files).toHaveLength(1);
  expect(kept.files).toHaveLength(0);
  for (const [form, out] of [['picture', withPicture], ['waiting', waiting], ['kept', kept], ['text', text]] as const) {
    const body = { ...out.body, content: out.body.content ?? undefined };
    expect(v2Problems(form === 'picture' ? body : { ...body, attachments: [] }), `${where} (${form})`).toEqual([]);
  }
  // As Discord would take them: a new message with its upload, or an edit of the message that holds the picture.
  const previous = { content: '', embeds: [], components: [], flags: MessageFlags.IsComponentsV2, attachments: [{ id: '123', filename: r.picture!.filename, size: 1, contentType: 'image/png', data: PNG }] };
  expect(messageProblems(withPicture.body, withPicture.files), `${where} (picture)`).toBeNull();
  expect(messageProblems(waiting.body), `${where} (waiting)`).toBeNull();
  expect(messageProblems(kept.body, kept.files, previous), `${where} (kept)`).toBeNull();
  expect(messageProblems(text.body, [], previous), `${where} (text)`).toBeNull();
  // What the message shows is the same whether its picture is uploaded or kept.
  expect(kept.hash).toBe(withPicture.hash);
}

describe.each(GAMES)('%s screens as Components V2 messages', (game) => {
  it('every board and every menu step of every hand, in English and German, within the limits', () => {
    const engine = games[game]!;
    const ui = uis[game]!;
    const players = game === 'scoundrel' ? 1 : game === 'guys' ? 6 : game === 'loners' ? 4 : 2;
    const rand = lcg(game.length * 17);
    let screens = 0;
    for (const lang of ['en', 'de'] as const) {
      let state = engine.setup({ players, seed: `layout-${game}-${lang}`, options: {} });
      for (let step = 0; step < 80 && engine.toAct(state) !== null; step++) {
        if (step % (players === 1 ? 1 : 5) === 0) {
          const match = { id: 'layout0000', game, guildId: '1', channelId: '2', status: 'active', state, version: step, turnDeadline: Date.now() + 60_000 } as unknown as Match;
          const seats = Array.from({ length: players }, (_, seat) => ({ seat, userId: String(seat), forfeited: false, computer: null }) as unknown as MatchPlayer);
          const ctx = matchContext(match, seats, NAMES, lang);
          const board = engine.view(state, null);
          checkAllForms(ui.board(board, ctx), ui.images?.news?.(board, ctx, null) ?? null, `board at ${step}`);
          screens++;
          for (let seat = 0; seat < players; seat++) {
            const view = engine.view(state, seat);
            const news = ui.images?.news?.(view, ctx, seat) ?? null;
            const explored = exploreHand(ui, view, engine.legalActions(state, seat), ctx);
            for (const screen of explored.screens) {
              checkAllForms(screen.payload, news, `seat ${seat} at ${step}, menu ${screen.menu}`);
              screens++;
            }
          }
        }
        const seat = engine.toAct(state)!;
        const legal = engine.legalActions(state, seat);
        const res = engine.apply(state, seat, legal[rand(legal.length)]);
        if (!res.ok) throw new Error(res.error.message);
        state = res.state;
      }
    }
    expect(screens).toBeGreaterThan(8);
  });
});

describe('the worst case', () => {
  it('25 buttons and every text at its limit: still 40 components and 4,000 characters at most', () => {
    const rows = Array.from({ length: 5 }, (_, r) => ({
      type: ComponentType.ActionRow as const,
      components: Array.from({ length: 5 }, (_, b) => ({ type: ComponentType.Button as const, style: ButtonStyle.Secondary as const, custom_id: `g:m:1:a${r}${b}`, label: 'x'.repeat(80) })),
    }));
    const payload: MessagePayload = {
      content: 'c'.repeat(2000),
      embeds: [{ title: 't'.repeat(256), description: 'd'.repeat(4096), color: 1, fields: Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'v'.repeat(200) })), footer: { text: 'f'.repeat(2048) } }],
      components: rows,
    };
    checkAllForms(payload, 'n'.repeat(3000), 'worst case');
    const out = compose({ payload, news: 'n'.repeat(3000), picture: null }, { v2: true });
    expect(out.body.flags).toBe(MessageFlags.IsComponentsV2);
    expect(countComponents(out.body.components ?? [])).toBeLessThanOrEqual(V2_LIMITS.components);
    expect(textLength(out.body.components ?? [])).toBeLessThanOrEqual(V2_LIMITS.text);
  });

  it('images off on a text message: the text layout, untouched', () => {
    const payload: MessagePayload = { content: 'hello', embeds: [{ title: 'Board' }], components: [] };
    const out = compose({ payload, news: null, picture: { filename: 'board-x.png' } }, { v2: false });
    expect(out.body).toEqual(payload);
    expect(out.files).toEqual([]);
  });
});
