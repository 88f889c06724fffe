/**
 * The privacy check over every REST payload the bot sent during a test: a
 * hand may only ever go to its own player (a DM or an ephemeral answer), and
 * nothing posted in a channel may contain anyone's hand. Hands are rebuilt
 * for every version of every match by replaying seed + action log.
 */
import { expect } from 'vitest';
import { games } from '../../src/games/index.js';
import type { LonersState } from '../../src/games/loners/types.js';
import { actionsOf } from '../../src/play/replay.js';
import { getPlayers } from '../../src/play/matches.js';
import { handGrid } from '../../src/discord/ui/loners/cards.js';
import { LANGUAGES, translator } from '../../src/discord/i18n/index.js';
// The games' texts (the Guard's letter) even where no bot runs in this process.
import '../../src/discord/ui/index.js';
import { FORFEIT_CODE } from '../../src/play/forfeit.js';
import { assertWithinDiscordLimits } from './discord-limits.js';
import type { Harness } from './bot-harness.js';

/** The field that shows a hand, in either language. */
const HAND_FIELD = /^(Your hand|Deine Hand):/;

/** Every hand each user held in any version of any Loners match: userId -> rendered grids. */
async function handsByUser(h: Pick<Harness, 'read'>): Promise<Map<string, Set<string>>> {
  const engine = games.loners!;
  const out = new Map<string, Set<string>>();
  for (const match of await h.read((q) => q.db.select().from(q.t.matches))) {
    if (match.game !== 'loners' || match.state === null) continue;
    const players = await h.read((q) => getPlayers(q, match.id));
    let state = engine.setup({ players: players.length, seed: match.seed, options: match.options }) as LonersState;
    const record = (s: LonersState) =>
      players.forEach((p) => {
        const set = out.get(p.userId) ?? new Set<string>();
        // The Guard's letter depends on the reader's language (G, W).
        for (const lang of LANGUAGES) set.add(handGrid(s.hands[p.seat] ?? [], translator(lang, 'loners')('card.guard')));
        out.set(p.userId, set);
      });
    record(state);
    for (const action of await h.read((q) => actionsOf(q, match.id))) {
      if (action.code === FORFEIT_CODE) state = engine.forfeit!(state, action.seat) as LonersState;
      else {
        const res = engine.apply(state, action.seat, engine.decodeAction(action.code));
        if (!res.ok) throw new Error(`replay failed at ${action.version}`);
        state = res.state as LonersState;
      }
      record(state);
    }
    // Tests may patch a state directly (big hands): count the stored one too.
    record(match.state as LonersState);
  }
  return out;
}

interface LooseEmbed {
  fields?: Array<{ name: string; value: string }>;
}

export async function assertNoLeaks(h: Pick<Harness, 'fake' | 'read'>): Promise<{ checked: number; hands: number }> {
  const hands = await handsByUser(h);
  let checked = 0;
  let handPayloads = 0;
  for (const request of h.fake.requests) {
    const audience = request.target.audience;
    const raw = request.body as { data?: unknown } | undefined;
    if (!audience || !raw || typeof raw !== 'object') continue;
    const payload = (raw.data ?? raw) as { embeds?: LooseEmbed[]; content?: string; components?: unknown[] };
    checked++;
    assertWithinDiscordLimits(payload as never);
    for (const field of (payload.embeds ?? []).flatMap((e) => e.fields ?? [])) {
      if (!HAND_FIELD.test(field.name)) continue;
      handPayloads++;
      expect(audience.kind, `a hand was sent to channel ${JSON.stringify(audience)}`).toBe('user');
      if (audience.kind !== 'user') continue;
      const own = hands.get(audience.userId);
      expect(own?.has(field.value), `user ${audience.userId} was shown a hand that was never theirs:\n${field.value}`).toBe(true);
    }
    if (audience.kind === 'channel') {
      const text = JSON.stringify(payload);
      for (const grids of hands.values()) {
        for (const grid of grids) if (grid.length > 12) expect(text.includes(JSON.stringify(grid).slice(1, -1)), 'a hand appears in a channel message').toBe(false);
      }
    }
  }
  return { checked, hands: handPayloads };
}
