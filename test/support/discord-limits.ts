/**
 * Discord's message limits, checked on a plain API payload (content, embeds,
 * action rows of buttons and select menus). Throws a descriptive Error on the
 * first problem found. Lengths are counted in UTF-16 units, which is never
 * less than Discord's own count. Then the fake Discord's checks (Discord's
 * schema and message rules), so a renderer's test refuses what Discord would.
 */
import { ComponentType } from 'discord.js';
import type { MessagePayload } from '../../src/discord/ui/types.js';
import { messageProblems } from './fake-discord/index.js';

export const DISCORD_LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  embedTotal: 6000,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  selectOptions: 25,
  optionLabel: 100,
  optionDescription: 100,
  optionValue: 100,
  placeholder: 150,
} as const;

// The component unions of discord-api-types are awkward to walk; this is the part that matters.
interface LooseComponent {
  type: number;
  style?: number;
  label?: string;
  custom_id?: string;
  url?: string;
  emoji?: unknown;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: Array<{ label?: string; value?: string; description?: string }>;
  components?: LooseComponent[];
}

const LINK_STYLE = 5;
const PREMIUM_STYLE = 6;

function check(ok: boolean, where: string, problem: string): void {
  if (!ok) throw new Error(`Discord limit exceeded at ${where}: ${problem}`);
}

function checkText(value: unknown, max: number, where: string, required = false): number {
  if (value === undefined || value === null) {
    check(!required, where, 'is required');
    return 0;
  }
  check(typeof value === 'string', where, `must be a string, got ${typeof value}`);
  const text = value as string;
  check(!required || text.trim().length > 0, where, 'must not be empty');
  check(text.length <= max, where, `${text.length} characters > ${max}: ${JSON.stringify(text.slice(0, 120))}`);
  return text.length;
}

export function assertWithinDiscordLimits(payload: MessagePayload): void {
  const L = DISCORD_LIMITS;
  checkText(payload.content, L.content, 'content');
  const embeds = payload.embeds ?? [];
  check(embeds.length <= L.embeds, 'embeds', `${embeds.length} embeds > ${L.embeds}`);
  let total = 0;
  embeds.forEach((embed, e) => {
    const at = `embeds[${e}]`;
    total += checkText(embed.title, L.embedTitle, `${at}.title`);
    total += checkText(embed.description, L.embedDescription, `${at}.description`);
    total += checkText(embed.footer?.text, L.footer, `${at}.footer.text`, embed.footer !== undefined);
    total += checkText(embed.author?.name, L.authorName, `${at}.author.name`, embed.author !== undefined);
    const fields = embed.fields ?? [];
    check(fields.length <= L.embedFields, `${at}.fields`, `${fields.length} fields > ${L.embedFields}`);
    fields.forEach((field, f) => {
      total += checkText(field.name, L.fieldName, `${at}.fields[${f}].name`, true);
      total += checkText(field.value, L.fieldValue, `${at}.fields[${f}].value`, true);
    });
    if (embed.url !== undefined) check(/^https?:\/\/\S+$/.test(embed.url), `${at}.url`, `not a URL: ${embed.url}`);
  });
  check(total <= L.embedTotal, 'embeds', `${total} characters in all embeds > ${L.embedTotal}`);

  const rows = (payload.components ?? []) as unknown as LooseComponent[];
  check(rows.length <= L.rows, 'components', `${rows.length} action rows > ${L.rows}`);
  const customIds = new Set<string>();
  const takeId = (id: string | undefined, where: string) => {
    checkText(id, L.customId, `${where}.custom_id`, true);
    check(!customIds.has(id as string), `${where}.custom_id`, `duplicate custom_id ${id}`);
    customIds.add(id as string);
  };
  rows.forEach((row, r) => {
    const at = `components[${r}]`;
    check(row.type === ComponentType.ActionRow, at, `type ${row.type} is not an action row`);
    const children = row.components ?? [];
    check(children.length >= 1, at, 'an action row needs at least one component');
    const selects = children.filter((c) => c.type !== ComponentType.Button);
    if (selects.length > 0) check(children.length === 1, at, 'a select menu must be alone in its row');
    check(children.length <= L.buttonsPerRow, at, `${children.length} buttons > ${L.buttonsPerRow}`);
    children.forEach((c, i) => {
      const where = `${at}.components[${i}]`;
      if (c.type === ComponentType.Button) {
        check(c.label !== undefined || c.emoji !== undefined, where, 'a button needs a label or an emoji');
        checkText(c.label, L.buttonLabel, `${where}.label`);
        if (c.style === LINK_STYLE) {
          check(typeof c.url === 'string' && c.custom_id === undefined, where, 'a link button has a url and no custom_id');
        } else if (c.style !== PREMIUM_STYLE) {
          takeId(c.custom_id, where);
        }
        return;
      }
      check(c.type === ComponentType.StringSelect, where, `unsupported component type ${c.type}`);
      takeId(c.custom_id, where);
      checkText(c.placeholder, L.placeholder, `${where}.placeholder`);
      const options = c.options ?? [];
      check(options.length >= 1 && options.length <= L.selectOptions, `${where}.options`, `${options.length} options (1 to ${L.selectOptions} allowed)`);
      const min = c.min_values ?? 1;
      const max = c.max_values ?? 1;
      check(min >= 0 && max >= 1 && min <= max && max <= options.length, where, `min_values ${min} / max_values ${max} do not fit ${options.length} options`);
      const values = new Set<string>();
      options.forEach((o, k) => {
        checkText(o.label, L.optionLabel, `${where}.options[${k}].label`, true);
        checkText(o.value, L.optionValue, `${where}.options[${k}].value`, true);
        checkText(o.description, L.optionDescription, `${where}.options[${k}].description`);
        check(!values.has(o.value as string), `${where}.options[${k}].value`, `duplicate option value ${o.value}`);
        values.add(o.value as string);
      });
    });
  });
  // Last: the checks above name the broken limit more plainly.
  const refused = messageProblems(payload);
  if (refused) throw new Error(`Discord would refuse this message:\n${refused}`);
}
