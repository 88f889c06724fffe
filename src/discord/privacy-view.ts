/**
 * /privacy, as the reader sees it: what the bot keeps about them and why,
 * with "Download my data" and "Delete my data" (asked once more before
 * anything goes). The buttons carry no user: every click acts on whoever
 * clicked, so no custom id can be made to touch someone else's data.
 */
import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIButtonComponentWithCustomId } from 'discord.js';
import type { App } from './app.js';
import { translator, type Language, type TFunction } from './i18n/index.js';
import type { MessagePayload } from './ui/types.js';

export const PRIVACY_IDS = { download: 'pv:download', erase: 'pv:erase', eraseYes: 'pv:erase-yes', eraseNo: 'pv:erase-no' } as const;
export type PrivacyClick = (typeof PRIVACY_IDS)[keyof typeof PRIVACY_IDS];

export const isPrivacyClick = (customId: string): customId is PrivacyClick => (Object.values(PRIVACY_IDS) as string[]).includes(customId);

const COLOR = 0x5865f2;

export function buttonRow(buttons: { id: string; label: string; style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Danger }[]): APIActionRowComponent<APIButtonComponentWithCustomId> {
  return { type: ComponentType.ActionRow, components: buttons.map((b) => ({ type: ComponentType.Button, custom_id: b.id, label: b.label, style: b.style })) };
}

/** Where to read more: the host's policy (PRIVACY_URL), else whom to ask. */
export function policyLine(t: TFunction, policyUrl: string | undefined): string {
  return policyUrl ? t('privacy:mine.policy', { url: policyUrl }) : t('privacy:mine.ask');
}

/** What the bot keeps about the reader, and the two buttons. */
export function privacyOverview(app: Pick<App, 'privacy'>, lang: Language): MessagePayload {
  const t = translator(lang);
  const { policyUrl, logRetentionDays, guildGraceDays } = app.privacy;
  const lines = [
    t('privacy:mine.intro'),
    t('privacy:mine.profile'),
    t('privacy:mine.matches'),
    t('privacy:mine.stats'),
    t('privacy:mine.dm'),
    t('privacy:mine.nothingElse'),
    '',
    logRetentionDays > 0 ? t('privacy:mine.logsFor', { days: logRetentionDays }) : t('privacy:mine.logsKept'),
    t('privacy:mine.servers', { days: guildGraceDays }),
    '',
    policyLine(t, policyUrl),
  ];
  return {
    content: '',
    embeds: [{ title: t('privacy:mine.title'), description: lines.join('\n'), color: COLOR }],
    components: [
      buttonRow([
        { id: PRIVACY_IDS.download, label: t('privacy:mine.download'), style: ButtonStyle.Primary },
        { id: PRIVACY_IDS.erase, label: t('privacy:mine.delete'), style: ButtonStyle.Danger },
      ]),
    ],
  };
}

/** "Delete your data?" with Yes and No. */
export function eraseQuestion(lang: Language): MessagePayload {
  const t = translator(lang);
  return {
    content: t('privacy:erase.confirm'),
    embeds: [],
    components: [
      buttonRow([
        { id: PRIVACY_IDS.eraseYes, label: t('privacy:erase.yes'), style: ButtonStyle.Danger },
        { id: PRIVACY_IDS.eraseNo, label: t('privacy:erase.no'), style: ButtonStyle.Secondary },
      ]),
    ],
  };
}

/** The answer once the deletion is done or refused: words only, no buttons left. */
export function eraseOutcome(lang: Language, outcome: { ok: true } | { ok: false; channelIds: string[] }): MessagePayload {
  const t = translator(lang);
  const text = outcome.ok ? t('privacy:erase.done') : t('privacy:erase.stillPlaying', { channels: outcome.channelIds.map((id) => `<#${id}>`).join(', ') });
  return { content: text, embeds: [], components: [] };
}
