/**
 * Interactions as signed HTTP POSTs (INTERACTIONS=http): no gateway at all.
 * Every interaction carries what a click needs (channel, server, member,
 * permissions, languages), DMs and board edits are plain REST, so any number
 * of identical workers can stand behind a load balancer. A server's name is
 * the one thing asked of Discord, once per server.
 */
import { REST, Routes } from 'discord.js';
import type { Agent } from 'undici';
import { restOptions } from './rest-options.js';
import type { Logger } from 'pino';
import type { Config } from '../../startup/config.js';
import { StartupError } from '../../startup/errors.js';
import { messagesFor } from '../../startup/host-messages/index.js';
import { listenForInteractions, type Endpoint } from './http-endpoint.js';
import { restGuildNames } from './rest-guild-names.js';
import { interactionKey } from './signature.js';
import type { Transport } from './transport.js';

export interface HttpTransportOptions {
  config: Pick<Config, 'discordToken' | 'discordApiUrl' | 'discordRequestsPerSecond' | 'publicKey' | 'port' | 'hostLanguage'>;
  agent: Agent;
  log: Logger;
  /** Whether the store answers, for GET /healthz. */
  healthy(): Promise<void>;
  /** Deadline and size limit of a request (tests make them small). */
  requestTimeoutMs?: number | undefined;
  maxBodyBytes?: number | undefined;
}

export function httpTransport(opts: HttpTransportOptions): Transport {
  const { config, log } = opts;
  // The same REST client the gateway's Client would build.
  const rest = new REST(restOptions(config, opts.agent)).setToken(config.discordToken);
  const guildNames = restGuildNames(rest, log);
  let endpoint: Endpoint | null = null;
  return {
    mode: 'http',
    client: null,
    rest,
    guildNames,
    get port() {
      return endpoint?.port ?? null;
    },
    async start(events) {
      if (!config.publicKey) throw new StartupError(messagesFor(config.hostLanguage).publicKeyMissing());
      const application = (await rest.get(Routes.currentApplication())) as { id: string };
      try {
        endpoint = await listenForInteractions({
          key: interactionKey(config.publicKey),
          port: config.port,
          log,
          rest,
          healthy: opts.healthy,
          interaction: (raw, send) => {
            // The name is usually needed while answering: ask for it as the click comes in.
            if ('guild_id' in raw && raw.guild_id) guildNames.warm(raw.guild_id);
            return events.interaction(raw, send);
          },
          ...(opts.requestTimeoutMs !== undefined ? { requestTimeoutMs: opts.requestTimeoutMs } : {}),
          ...(opts.maxBodyBytes !== undefined ? { maxBodyBytes: opts.maxBodyBytes } : {}),
        });
      } catch (err) {
        throw new StartupError(messagesFor(config.hostLanguage).portUnavailable(config.port, (err as { code?: string }).code ?? String(err)), { cause: err });
      }
      log.info({ port: endpoint.port }, 'listening for HTTP interactions');
      return application.id;
    },
    describe: () => ({ interactions: 'http', port: endpoint?.port }),
    async stop(handled) {
      const closing = endpoint?.close();
      await handled();
      await closing;
      rest.clearHashSweeper();
      rest.clearHandlerSweeper();
    },
  };
}
