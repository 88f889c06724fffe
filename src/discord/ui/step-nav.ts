/** ⏮ ◀ ▶ ⏭ for stepping through a replay: each button names the step it shows (tags keep ids apart at the ends). */
import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIButtonComponentWithCustomId } from 'discord.js';

export function stepButtons(idFor: (step: number, tag: string) => string, step: number, total: number): APIActionRowComponent<APIButtonComponentWithCustomId> {
  const button = (to: number, tag: string, label: string, disabled: boolean): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    custom_id: idFor(to, tag),
    label,
    disabled,
  });
  const first = step <= 0;
  const last = step >= total;
  return {
    type: ComponentType.ActionRow,
    components: [button(0, 'f', '⏮', first), button(Math.max(0, step - 1), 'p', '◀', first), button(Math.min(total, step + 1), 'n', '▶', last), button(total, 'l', '⏭', last)],
  };
}
