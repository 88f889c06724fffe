/** A hand's rows without the How to play button every hand carries: its moves and menus only (empty when it has none). */
import type { Row } from '../../../src/discord/ui/components.js';
import type { MessagePayload } from '../../../src/discord/ui/types.js';

const isRules = (c: unknown) => ((c as { custom_id?: string }).custom_id ?? '').endsWith(':!rules');

export function movesOf(payload: MessagePayload): Row[] {
  return ((payload.components ?? []) as Row[]).map((row) => ({ ...row, components: row.components.filter((c) => !isRules(c)) })).filter((row) => row.components.length > 0);
}

/** The How to play buttons of a payload. */
export function rulesButtonsOf(payload: MessagePayload): Array<{ custom_id: string; label: string }> {
  return ((payload.components ?? []) as Row[]).flatMap((row) => row.components).filter(isRules) as unknown as Array<{ custom_id: string; label: string }>;
}
