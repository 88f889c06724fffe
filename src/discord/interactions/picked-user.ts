/**
 * A user picked in a command's option (`/stats user:`), named as the server
 * shows them: the nickname the option carries, else the one last seen there,
 * else their name. Without the option: the caller.
 */
import { peopleOf } from '../../play/people.js';
import type { App } from '../app.js';
import { nameOf, type Ix } from './ix.js';

export async function pickedUser(app: App, ix: Ix, option: string): Promise<{ id: string; name: string }> {
  const id = ix.command?.options.get(option);
  const picked = typeof id === 'string' ? ix.resolvedUser(id) : null;
  if (!picked) return { id: ix.user.id, name: (ix.guildId ? ix.nick : null) ?? nameOf(ix.user) };
  const userId = picked.user.id;
  if (picked.member?.nick) return { id: userId, name: picked.member.nick };
  const known = await app.play.store.read((q) => peopleOf(q, [userId], ix.guildId));
  return { id: userId, name: known.nicks.get(userId) ?? nameOf(picked.user) };
}
