/** Made-up Loners tables for focused UI tests (plain JSON states, like the engine's own). */
import { loners, type LonersCard, type LonersState, type Street } from '../../../src/games/loners/index.js';
import type { MessagePayload } from '../../../src/discord/ui/types.js';

export function table(o: {
  players?: number;
  variant?: 'standard' | 'layered';
  hands: LonersCard[][];
  circle: number[];
  street?: Street | null;
  toAct?: number;
  pendingPickup?: boolean;
}): LonersState {
  const players = o.players ?? o.hands.length;
  const base = loners.setup({ players, seed: 'ui-focus', options: { variant: o.variant ?? 'standard', firstSeat: 0 } });
  const street = o.street ?? null;
  return {
    ...base,
    hands: o.hands,
    circle: o.circle,
    street,
    aggressor: street ? street.owner : null,
    toAct: o.toAct ?? 0,
    pendingPickup: o.pendingPickup ?? false,
  };
}

interface LooseComponent {
  type: number;
  label?: string;
  custom_id?: string;
  placeholder?: string;
  options?: Array<{ label: string; value: string; description?: string }>;
}

/** The components of a payload, flattened, with the action part of their custom ids (the How to play button every hand carries left out). */
export function componentsIn(payload: MessagePayload): Array<LooseComponent & { action: string }> {
  const rows = (payload.components ?? []) as unknown as Array<{ components: LooseComponent[] }>;
  return rows
    .flatMap((r) => r.components)
    .map((c) => ({ ...c, action: c.custom_id?.split(':')[3] ?? '' }))
    .filter((c) => c.action !== '!rules');
}

export const buttonsIn = (payload: MessagePayload) => componentsIn(payload).filter((c) => c.type === 2);
export const selectsIn = (payload: MessagePayload) => componentsIn(payload).filter((c) => c.type === 3);
export const embedText = (payload: MessagePayload) => JSON.stringify(payload.embeds ?? []);
