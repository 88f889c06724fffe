/**
 * The buttons of /privacy: the download (a JSON file, privately), and the
 * deletion, asked once more. Each acts on the clicking user only, and none
 * records who clicked (handle.ts): reading or deleting one's data must not
 * store it again.
 */
import { forgetPerson } from '../play/forget-person.js';
import { personalData } from '../play/personal-data.js';
import type { App } from './app.js';
import { languageOf, translator } from './i18n/index.js';
import type { Ix } from './interactions/ix.js';
import { privately, update, type Reply } from './interactions/reply.js';
import { eraseOutcome, eraseQuestion, PRIVACY_IDS, privacyOverview, type PrivacyClick } from './privacy-view.js';

/** The largest file Discord takes with this answer (it says so in the interaction; 10 MiB by default). */
const uploadLimit = (ix: Ix): number => {
  const limit = (ix.raw as { attachment_size_limit?: unknown }).attachment_size_limit;
  return typeof limit === 'number' && limit > 0 ? limit : 10 * 1024 * 1024;
};

/** Indented for reading; compact when that is too large for one file; null when even that is. */
function fitted(data: unknown, limit: number): Buffer | null {
  const pretty = Buffer.from(JSON.stringify(data, null, 2));
  if (pretty.length <= limit) return pretty;
  const compact = Buffer.from(JSON.stringify(data));
  return compact.length <= limit ? compact : null;
}

export async function onPrivacyClick(app: App, ix: Ix, click: PrivacyClick): Promise<Reply> {
  const lang = languageOf(ix.locale);
  const userId = ix.user.id;
  switch (click) {
    case PRIVACY_IDS.download: {
      const data = await app.play.store.read((q) => personalData(q, userId, app.play.now()));
      const t = translator(lang);
      const json = fitted(data, uploadLimit(ix));
      if (!json) return privately(t('privacy:export.tooLarge'), { untraced: true });
      return privately(t('privacy:export.ready'), { files: [{ name: t('privacy:export.filename'), data: json, contentType: 'application/json' }], untraced: true });
    }
    case PRIVACY_IDS.erase:
      return update(eraseQuestion(lang), { untraced: true });
    case PRIVACY_IDS.eraseNo:
      return update(privacyOverview(app, lang), { untraced: true });
    case PRIVACY_IDS.eraseYes: {
      const res = await forgetPerson(app.play, userId);
      if (res.ok) app.log.info('a person had their data deleted (/privacy)');
      return update(eraseOutcome(lang, res), { untraced: true, ...(res.ok ? { forgot: { userId } } : {}) });
    }
  }
}
