// Finding the interactive components (buttons, selects) of a message, at any
// depth: action rows, and Components V2 containers and section accessories.
import type { ComponentType } from 'discord.js';
import type { MessageContent } from './messages.ts';

export interface FoundComponent {
  readonly type: ComponentType;
  readonly customId: string;
  readonly label: string | null;
  readonly disabled: boolean;
  /** Option values, for string selects. */
  readonly values: readonly string[];
}

// The union of discord-api-types component shapes is awkward to walk; this
// is the part of it that matters here.
interface LooseComponent {
  type: ComponentType;
  custom_id?: string;
  label?: string;
  disabled?: boolean;
  options?: { value: string }[];
  components?: LooseComponent[];
  accessory?: LooseComponent;
}

/** Every component with a custom id, in display order. */
export function componentsOf(message: Pick<MessageContent, 'components'>): FoundComponent[] {
  const found: FoundComponent[] = [];
  const walk = (components: readonly LooseComponent[]): void => {
    for (const c of components) {
      if (c.custom_id !== undefined) {
        found.push({
          type: c.type,
          customId: c.custom_id,
          label: c.label ?? null,
          disabled: c.disabled ?? false,
          values: c.options?.map((o) => o.value) ?? [],
        });
      }
      walk([...(c.components ?? []), ...(c.accessory ? [c.accessory] : [])]);
    }
  };
  walk(message.components as unknown as LooseComponent[]);
  return found;
}

export function findComponent(message: Pick<MessageContent, 'components'>, customId: string): FoundComponent | undefined {
  return componentsOf(message).find((c) => c.customId === customId);
}
