/**
 * Checks for pictures and Components V2 messages: a PNG within Discord's
 * limits (a real PNG, under 8 MiB, sides of sane size), a V2 message body
 * within Components V2's limits, and the board pictures a match may show
 * (replayed from its seed and action log, hidden cards dealt anew).
 */
import { PNG } from 'pngjs';
import { ComponentType, MessageFlags } from 'discord.js';
import { countComponents, textLength, V2_LIMITS } from '../../src/discord/layout.js';
import { Pictures } from '../../src/discord/pictures.js';
import { renderBoard } from '../../src/discord/render.js';
import { games, registration } from '../../src/games/index.js';
import { MAX_PICTURE_SIDE } from '../../src/images/paint.js';
import { getMatch, getPlayers } from '../../src/play/matches.js';
import { actionsOf } from '../../src/play/replay.js';
import { loadTable } from '../../src/discord/table.js';
import type { Harness } from './bot-harness.js';
import { assertWithinDiscordLimits } from './discord-limits.js';
import type { MessagePayload } from '../../src/discord/ui/types.js';

/** Discord's upload limit without boosts. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Throws unless `data` is a PNG Discord takes and shows: decodable, under 8 MiB, 1..2048 pixels a side. */
export function assertPng(data: Buffer): { width: number; height: number } {
  if (data.length >= MAX_UPLOAD_BYTES) throw new Error(`picture of ${data.length} bytes (Discord takes less than ${MAX_UPLOAD_BYTES})`);
  const png = PNG.sync.read(data);
  if (png.width < 1 || png.height < 1 || png.width > MAX_PICTURE_SIDE || png.height > MAX_PICTURE_SIDE) throw new Error(`picture of ${png.width} × ${png.height} pixels`);
  return { width: png.width, height: png.height };
}

interface Loose {
  type: number;
  components?: Loose[];
  items?: { media?: { url?: string }; description?: string }[];
}

/** What is wrong with a V2 message body (empty when nothing): Components V2 limits, and the controls within the usual limits. */
export function v2Problems(body: { flags?: number; components?: unknown[]; content?: unknown; embeds?: unknown[]; attachments?: { id: unknown; filename?: string }[] }): string[] {
  const problems: string[] = [];
  if (((body.flags ?? 0) & MessageFlags.IsComponentsV2) === 0) problems.push('no IS_COMPONENTS_V2 flag');
  if (typeof body.content === 'string' && body.content.length > 0) problems.push('content with IS_COMPONENTS_V2');
  if ((body.embeds ?? []).length > 0) problems.push('embeds with IS_COMPONENTS_V2');
  const components = (body.components ?? []) as Loose[];
  const n = countComponents(components);
  if (n > V2_LIMITS.components) problems.push(`${n} components > ${V2_LIMITS.components}`);
  const text = textLength(components);
  if (text > V2_LIMITS.text) problems.push(`${text} characters of text > ${V2_LIMITS.text}`);
  const rows: Loose[] = [];
  const files = new Set((body.attachments ?? []).map((a) => a.filename).filter(Boolean));
  const walk = (list: readonly Loose[]) => {
    for (const c of list) {
      if (c.type === ComponentType.ActionRow) rows.push(c);
      if (c.type === ComponentType.MediaGallery) {
        for (const item of c.items ?? []) {
          const url = item.media?.url ?? '';
          if (url.startsWith('attachment://') && files.size > 0 && !files.has(url.slice('attachment://'.length))) problems.push(`gallery shows ${url}, not among the attachments`);
          if ((item.description?.length ?? 0) > V2_LIMITS.altText) problems.push(`alt text of ${item.description?.length} characters`);
        }
      }
      walk(c.components ?? []);
    }
  };
  walk(components);
  try {
    assertWithinDiscordLimits({ components: rows } as unknown as MessagePayload);
  } catch (err) {
    problems.push(String(err));
  }
  return problems;
}

export function matchActionsOf(h: Pick<Harness, 'read'>, matchId: string): Promise<{ seat: number; code: string; version: number }[]> {
  return h.read((q) => actionsOf(q, matchId));
}

/**
 * The fingerprints of the board picture at every version of a match, each
 * drawn from the state with its hidden cards dealt anew (`perturbations`
 * times): a channel picture outside this set depends on something hidden.
 */
export async function boardFingerprints(h: Pick<Harness, 'read' | 'bot'>, matchId: string, log: { seat: number; code: string }[], perturbations = 2): Promise<Set<string>> {
  const match = await h.read((q) => getMatch(q, matchId));
  if (!match) throw new Error(`no match ${matchId}`);
  const engine = games[match.game];
  const profile = registration(match.game)?.conformance;
  if (!engine || !profile) throw new Error(`game ${match.game} is not registered`);
  const players = await h.read((q) => getPlayers(q, matchId));
  // Named and worded as delivery draws the board: the people and the server's language as the database has them.
  const { names, channelLanguage: lang } = await h.read((q) => loadTable(q, h.bot.app, match, undefined, players));
  let seed = 7;
  const rand = (n: number) => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed % n;
  };
  const fingerprints = new Set<string>();
  let state = engine.setup({ players: players.length, seed: match.seed, options: match.options });
  const first = match.version - log.length;
  const add = (s: unknown, version: number) => {
    for (const status of ['active', match.status] as const) {
      for (let k = 0; k < perturbations; k++) {
        const hidden = profile.perturbHidden(s, null, rand);
        const r = renderBoard({ ...match, state: hidden as object, version, status }, players, names, lang, new Pictures(null));
        if (r.picture) fingerprints.add(r.picture.fingerprint);
      }
    }
  };
  add(state, first);
  log.forEach(({ seat, code }, i) => {
    const res = engine.apply(state, seat, engine.decodeAction(code));
    if (!res.ok) throw new Error(`replay refused ${code}: ${res.error.message}`);
    state = res.state;
    add(state, first + i + 1);
  });
  return fingerprints;
}
