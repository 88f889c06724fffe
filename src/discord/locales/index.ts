/**
 * The platform's texts: one JSON file per language and namespace. Games keep
 * theirs in their own UI folder and add them when they register.
 */
import deCommon from './de/common.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };

export const PLATFORM_NAMESPACES = ['common'] as const;

export const platformTexts = {
  en: { common: enCommon },
  de: { common: deCommon },
};
