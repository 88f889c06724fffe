/**
 * The buttons of /admin data. Each click is checked again (a server, Manage
 * Server): the buttons name no server, so they delete only the data of the
 * server they are clicked in, for a member allowed to.
 */
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { forgetServer, serverData } from '../play/server-data.js';
import type { App } from './app.js';
import { languageOf, translator } from './i18n/index.js';
import { hasPermission, type Ix } from './interactions/ix.js';
import { update, type Reply } from './interactions/reply.js';
import { refusalReply } from './refusals.js';
import { SERVER_DATA_IDS, serverErased, serverEraseQuestion, serverKept, type ServerDataClick } from './server-data-view.js';

export async function onServerDataClick(app: App, ix: Ix, click: ServerDataClick): Promise<Reply> {
  const lang = languageOf(ix.locale);
  if (!ix.guildId) return refusalReply(translator(lang), 'guild_only');
  if (!hasPermission(ix.memberPermissions, PermissionFlagsBits.ManageGuild)) return refusalReply(translator(lang), 'manage_server_only');
  const guildId = ix.guildId;
  switch (click) {
    case SERVER_DATA_IDS.erase: {
      const { open } = await app.play.store.read((q) => serverData(q, guildId));
      return update(serverEraseQuestion(open, lang));
    }
    case SERVER_DATA_IDS.eraseNo:
      return update(serverKept(lang));
    case SERVER_DATA_IDS.eraseYes: {
      const { ended } = await forgetServer(app.play, guildId, ix.user.id);
      app.log.info({ guildId, ended: ended.length }, "a server's data was deleted (/admin data)");
      return update(serverErased(ended.length, lang), {
        // The admin's click must not write the server's rows back; the matches go in the background, once Discord shows how they ended.
        untraced: true,
        forgot: { guildId },
        sync: ended,
        after: async () => app.housekeeping(),
      });
    }
  }
}
