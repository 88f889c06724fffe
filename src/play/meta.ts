/**
 * The key/value rows Discord's side keeps (the registered commands' hash and
 * ids, the gateway heartbeat), for src/discord, which reaches the store only
 * through the play layer.
 */
export { getMeta, setMeta } from '../db/meta.js';
export { HEARTBEAT_INTERVAL_MS } from '../db/health.js';
