// Gateway discovery, users, guild members and application commands.
import { apiGuildCreate, apiMember, apiUser } from './api-objects.ts';
import { invalidFormBody } from './form-errors.ts';
import { apiError, json, route } from './router.ts';
import type { RestRequest, RestResponse, RouteContext } from './router.ts';
import { GLOBAL_COMMANDS } from './store.ts';
import type { StoredCommand } from './store.ts';

export const appRoutes = [
  // discord.js has no gateway URL option: it connects wherever this points.
  route('GET /gateway/bot', (_req, ctx) =>
    json({
      url: ctx.gatewayUrl,
      shards: ctx.store.recommendedShards,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 16 },
    })),
  route('GET /users/@me', (_req, ctx) => json(apiUser(ctx.store.bot))),
  // The application behind the token (its id is the bot's): what a bot without a gateway asks at start-up.
  route('GET /applications/@me', (_req, ctx) => json({ id: ctx.store.bot.id, name: ctx.store.bot.username, bot: apiUser(ctx.store.bot), flags: 0 })),
  route('GET /users/:userId', (req, ctx) => {
    const user = ctx.store.users.get(req.params.userId ?? '');
    return user ? json(apiUser(user)) : apiError(404, 10013, 'Unknown User');
  }),
  route('GET /guilds/:guildId', (req, ctx) => {
    const guild = ctx.store.guilds.get(req.params.guildId ?? '');
    return guild && !ctx.store.guildsWithoutBot.has(guild.id) ? json(apiGuildCreate(ctx.store, guild)) : apiError(404, 10004, 'Unknown Guild');
  }),
  route('GET /guilds/:guildId/members/:userId', (req, ctx) => {
    const guild = ctx.store.guilds.get(req.params.guildId ?? '');
    if (!guild) return apiError(404, 10004, 'Unknown Guild');
    const userId = req.params.userId ?? '';
    return guild.members.has(userId) ? json(apiMember(ctx.store, guild, userId)) : apiError(404, 10007, 'Unknown Member');
  }),
  route('GET /applications/:applicationId/commands', (req, ctx) => listCommands(req, ctx, GLOBAL_COMMANDS)),
  route('PUT /applications/:applicationId/commands', (req, ctx) => replaceCommands(req, ctx, GLOBAL_COMMANDS)),
  route('POST /applications/:applicationId/commands', (req, ctx) => upsertCommand(req, ctx, GLOBAL_COMMANDS)),
  route('GET /applications/:applicationId/guilds/:guildId/commands', (req, ctx) => listCommands(req, ctx, req.params.guildId ?? '')),
  route('PUT /applications/:applicationId/guilds/:guildId/commands', (req, ctx) => replaceCommands(req, ctx, req.params.guildId ?? '')),
  route('POST /applications/:applicationId/guilds/:guildId/commands', (req, ctx) => upsertCommand(req, ctx, req.params.guildId ?? '')),
] as const;

type Definition = Record<string, unknown> & { name: string };

function listCommands(req: RestRequest, ctx: RouteContext, scope: string): RestResponse {
  return checkScope(req, ctx, scope) ?? json((ctx.store.commands.get(scope) ?? []).map((c) => c.json));
}

/** PUT replaces the whole set; a command keeps its id when its name stays. */
function replaceCommands(req: RestRequest, ctx: RouteContext, scope: string): RestResponse {
  const refused = checkScope(req, ctx, scope);
  if (refused) return refused;
  if (!Array.isArray(req.body) || !req.body.every(isDefinition)) return invalidFormBody([{ path: ['name'], code: 'BASE_TYPE_REQUIRED', message: 'every command needs a name' }]);
  const previous = ctx.store.commands.get(scope) ?? [];
  const commands = req.body.map((def) => storedCommand(ctx, scope, def, previous.find((c) => c.name === def.name)?.id));
  ctx.store.commands.set(scope, commands);
  return json(commands.map((c) => c.json));
}

function upsertCommand(req: RestRequest, ctx: RouteContext, scope: string): RestResponse {
  const refused = checkScope(req, ctx, scope);
  if (refused) return refused;
  if (!isDefinition(req.body)) return invalidFormBody([{ path: ['name'], code: 'BASE_TYPE_REQUIRED', message: 'every command needs a name' }]);
  const def = req.body;
  const others = (ctx.store.commands.get(scope) ?? []).filter((c) => c.name !== def.name);
  const existing = ctx.store.commands.get(scope)?.find((c) => c.name === def.name);
  const command = storedCommand(ctx, scope, def, existing?.id);
  ctx.store.commands.set(scope, [...others, command]);
  return { status: existing ? 200 : 201, body: command.json };
}

function checkScope(req: RestRequest, ctx: RouteContext, scope: string): RestResponse | undefined {
  if (req.params.applicationId !== ctx.store.bot.id) return apiError(404, 10002, 'Unknown Application');
  if (scope !== GLOBAL_COMMANDS && !ctx.store.guilds.has(scope)) return apiError(404, 10004, 'Unknown Guild');
  return undefined;
}

function storedCommand(ctx: RouteContext, scope: string, def: Definition, id = ctx.store.nextId()): StoredCommand {
  const guildId = scope === GLOBAL_COMMANDS ? null : scope;
  return {
    id,
    name: def.name,
    guildId,
    json: {
      type: 1,
      description: '',
      options: [],
      default_member_permissions: null,
      nsfw: false,
      ...def,
      id,
      application_id: ctx.store.bot.id,
      version: ctx.store.nextId(),
      ...(guildId ? { guild_id: guildId } : {}),
    },
  };
}

function isDefinition(value: unknown): value is Definition {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}
