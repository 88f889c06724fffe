/**
 * A pure click simulator for any GameUi's hand message. Starting from the
 * top level (menu null) it clicks, breadth first, every enabled button and
 * every option of every select menu; a `~` menu code re-renders the hand with
 * that step, an engine code is recorded as reached. It returns the engine
 * codes reached with the fewest clicks needed for each, every screen it
 * rendered (for limit checks), and any problem with the custom ids.
 */
import { ComponentType } from 'discord.js';
import { isMenuStep, isPlatformAction, parseCustomId } from '../../src/discord/custom-id.js';
import type { GameUi, MatchContext, MessagePayload } from '../../src/discord/ui/types.js';

export interface ExploredScreen {
  /** The menu step rendered (null = top level). */
  menu: string | null;
  /** Clicks needed to get here. */
  depth: number;
  /** The clicks that led here, as labels. */
  path: string[];
  payload: MessagePayload;
}

export interface Exploration {
  /** Engine action code → fewest clicks to play it. */
  reached: Map<string, number>;
  /** Engine action code → the labels clicked to play it. */
  paths: Map<string, string[]>;
  /** Engine codes offered only one click too deep (after `maxDepth` clicks). */
  tooDeep: Set<string>;
  screens: ExploredScreen[];
  /** Custom ids that are not ours, carry the wrong match or version, and the like. */
  problems: string[];
}

export interface ExploreOptions {
  /** Clicks allowed (default 3). */
  maxDepth?: number;
}

interface Target {
  /** The action a click sends: an engine code, a `~` menu step or a `!` platform action. */
  action: string;
  label: string;
}

interface LooseComponent {
  type: number;
  label?: string;
  custom_id?: string;
  disabled?: boolean;
  options?: Array<{ label?: string; value: string }>;
  components?: LooseComponent[];
}

/** Everything one click on this message can send. */
export function clickTargets(payload: MessagePayload, ctx: MatchContext, problems: string[] = []): Target[] {
  const targets: Target[] = [];
  const walk = (components: readonly LooseComponent[]) => {
    for (const c of components) {
      if (c.components) walk(c.components);
      if (c.custom_id === undefined || c.disabled) continue;
      const parsed = parseCustomId(c.custom_id);
      if (!parsed) {
        problems.push(`unparsable custom id ${c.custom_id}`);
        continue;
      }
      if (parsed.game !== ctx.game || parsed.matchId !== ctx.matchId || parsed.version !== ctx.version) {
        problems.push(`custom id ${c.custom_id} is not for ${ctx.game}:${ctx.matchId}:${ctx.version}`);
      }
      if (c.type === ComponentType.Button) {
        targets.push({ action: parsed.action, label: c.label ?? c.custom_id });
      } else if (c.type === ComponentType.StringSelect) {
        if (!isMenuStep(parsed.action)) problems.push(`select ${c.custom_id} should carry a ~ code in its custom id`);
        for (const o of c.options ?? []) targets.push({ action: o.value, label: `${c.custom_id} → ${o.label ?? o.value}` });
      } else {
        problems.push(`unexpected component type ${c.type}`);
      }
    }
  };
  walk((payload.components ?? []) as unknown as LooseComponent[]);
  return targets;
}

export function exploreHand<V, A>(ui: GameUi<V, A>, view: V, legal: A[], ctx: MatchContext, options: ExploreOptions = {}): Exploration {
  const maxDepth = options.maxDepth ?? 3;
  const out: Exploration = { reached: new Map(), paths: new Map(), tooDeep: new Set(), screens: [], problems: [] };
  const seen = new Set<string>(['\u0000top']);
  const queue: Array<{ menu: string | null; depth: number; path: string[] }> = [{ menu: null, depth: 0, path: [] }];
  while (queue.length > 0) {
    const { menu, depth, path } = queue.shift() as (typeof queue)[number];
    const payload = ui.hand(view, legal, ctx, menu);
    out.screens.push({ menu, depth, path, payload });
    for (const target of clickTargets(payload, ctx, out.problems)) {
      const clicks = depth + 1;
      const here = [...path, target.label];
      if (isPlatformAction(target.action)) continue;
      if (isMenuStep(target.action)) {
        if (target.action.length > 60 || target.action.includes(':')) out.problems.push(`bad menu code ${target.action}`);
        if (clicks > maxDepth || seen.has(target.action)) continue;
        seen.add(target.action);
        queue.push({ menu: target.action, depth: clicks, path: here });
        continue;
      }
      if (clicks > maxDepth) {
        if (!out.reached.has(target.action)) out.tooDeep.add(target.action);
        continue;
      }
      if (!out.reached.has(target.action)) {
        out.reached.set(target.action, clicks);
        out.paths.set(target.action, here);
        out.tooDeep.delete(target.action);
      }
    }
  }
  return out;
}
