/**
 * /admin data, as a server's admins see it: what the bot keeps for the
 * server, and "Delete this server's data", asked once more (saying which
 * running lobbies and matches end first). The buttons carry no server: each
 * click acts on the server it is made in, by a member with Manage Server.
 */
import { ButtonStyle } from 'discord.js';
import type { ServerData } from '../play/server-data.js';
import type { App } from './app.js';
import { translator, type Language } from './i18n/index.js';
import { buttonRow } from './privacy-view.js';
import type { MessagePayload } from './ui/types.js';

export const SERVER_DATA_IDS = { erase: 'sd:erase', eraseYes: 'sd:erase-yes', eraseNo: 'sd:erase-no' } as const;
export type ServerDataClick = (typeof SERVER_DATA_IDS)[keyof typeof SERVER_DATA_IDS];

export const isServerDataClick = (customId: string): customId is ServerDataClick => (Object.values(SERVER_DATA_IDS) as string[]).includes(customId);

const COLOR = 0x5865f2;

export function serverDataOverview(app: Pick<App, 'privacy'>, data: ServerData, lang: Language): MessagePayload {
  const t = translator(lang);
  const { logRetentionDays, guildGraceDays } = app.privacy;
  const lines = [
    t('privacy:server.matches', { count: data.matches }),
    t('privacy:server.open', { count: data.open }),
    t('privacy:server.results', { count: data.results }),
    t('privacy:server.players', { count: data.boardPlayers }),
    t('privacy:server.settings', { count: data.settings }),
    t('privacy:server.nicknames', { count: data.nicknames }),
    ...(data.deleting ? ['', t('privacy:server.deleting')] : []),
    '',
    logRetentionDays > 0 ? t('privacy:server.logsFor', { days: logRetentionDays }) : t('privacy:server.logsKept'),
    t('privacy:server.departure', { days: guildGraceDays }),
  ];
  return {
    content: '',
    embeds: [{ title: t('privacy:server.title'), description: lines.join('\n'), color: COLOR }],
    components: [buttonRow([{ id: SERVER_DATA_IDS.erase, label: t('privacy:server.delete'), style: ButtonStyle.Danger }])],
  };
}

/** "Delete this server's data?", saying that what runs now ends first. */
export function serverEraseQuestion(open: number, lang: Language): MessagePayload {
  const t = translator(lang);
  const text = [t('privacy:server.confirm'), ...(open > 0 ? [t('privacy:server.endsOpen', { count: open })] : [])].join('\n\n');
  return {
    content: text,
    embeds: [],
    components: [
      buttonRow([
        { id: SERVER_DATA_IDS.eraseYes, label: t('privacy:server.yes'), style: ButtonStyle.Danger },
        { id: SERVER_DATA_IDS.eraseNo, label: t('privacy:server.no'), style: ButtonStyle.Secondary },
      ]),
    ],
  };
}

export function serverErased(ended: number, lang: Language): MessagePayload {
  const t = translator(lang);
  const text = [t('privacy:server.done'), ...(ended > 0 ? [t('privacy:server.ended', { count: ended })] : [])].join('\n');
  return { content: text, embeds: [], components: [] };
}

export function serverKept(lang: Language): MessagePayload {
  return { content: translator(lang)('privacy:server.kept'), embeds: [], components: [] };
}
