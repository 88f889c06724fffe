/**
 * Plain Discord API JSON for buttons, selects and action rows, kept within
 * Discord's limits by construction (labels clipped, selects of at most 25
 * options, at most 5 buttons a row).
 */
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
  type APIStringSelectComponent,
} from 'discord.js';
import { buildCustomId } from '../custom-id.js';
import type { MatchContext } from './types.js';
import { clip } from './text.js';

/** What a custom id needs of the match. */
type Ids = Pick<MatchContext, 'game' | 'matchId' | 'version'>;

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export const MAX_ROWS = 5;
export const MAX_BUTTONS_PER_ROW = 5;
export const MAX_OPTIONS = 25;
/** Select menus are `~m1`, `~m2`, … */
const SELECT_PREFIX = '~m';

/** One thing to choose: `value` is an engine action code or a `~` menu code. */
export interface Choice {
  label: string;
  description?: string;
  value: string;
  /** 1-based hand position the choice is about, for "cards 1–20" placeholders. */
  position?: number;
}

export interface ButtonSpec extends Choice {
  style?: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;
}

export function button(ctx: Ids, spec: ButtonSpec): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    style: spec.style ?? ButtonStyle.Secondary,
    label: clip(spec.label, 80),
    custom_id: buildCustomId(ctx.game, ctx.matchId, ctx.version, spec.value),
  };
}

/** Buttons, five to a row. */
export function buttonRows(ctx: Ids, specs: readonly ButtonSpec[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < specs.length; i += MAX_BUTTONS_PER_ROW) {
    rows.push({ type: ComponentType.ActionRow, components: specs.slice(i, i + MAX_BUTTONS_PER_ROW).map((s) => button(ctx, s)) });
  }
  return rows;
}

function option(choice: Choice): APISelectMenuOption {
  const out: APISelectMenuOption = { label: clip(choice.label, 100), value: choice.value };
  if (choice.description) out.description = clip(choice.description, 100);
  return out;
}

/** Allocates select custom ids (`~m1`, `~m2`, …) unique within one message. */
export class SelectIds {
  private next = 1;
  take(): string {
    return `${SELECT_PREFIX}${this.next++}`;
  }
}

/**
 * Choices as select menus of at most 25 options, one per row. `placeholder`
 * gets the 1-based part number and count when the choices need several menus.
 * Choices beyond `maxRows` menus are dropped (callers size their menus so
 * that this never happens for a real hand).
 */
export function selectRows(
  ctx: Ids,
  ids: SelectIds,
  choices: readonly Choice[],
  placeholder: (part: { index: number; count: number; first: Choice; last: Choice }) => string,
  maxRows: number,
): Row[] {
  const rows: Row[] = [];
  const count = Math.min(maxRows, Math.ceil(choices.length / MAX_OPTIONS));
  for (let index = 0; index < count; index++) {
    const part = choices.slice(index * MAX_OPTIONS, (index + 1) * MAX_OPTIONS);
    const first = part[0] as Choice;
    const last = part[part.length - 1] as Choice;
    const select: APIStringSelectComponent = {
      type: ComponentType.StringSelect,
      custom_id: buildCustomId(ctx.game, ctx.matchId, ctx.version, ids.take()),
      placeholder: clip(placeholder({ index, count, first, last }), 150),
      min_values: 1,
      max_values: 1,
      options: part.map(option),
    };
    rows.push({ type: ComponentType.ActionRow, components: [select] });
  }
  return rows;
}

/** How many select menus `n` choices need. */
export function selectsNeeded(n: number): number {
  return Math.ceil(n / MAX_OPTIONS);
}
