/**
 * One i18next instance for the engine, plugins and the app. Each part registers its own messages under
 * its namespace (`addMessages`), so no locale file is shared between parts and every string has a zh and
 * an en form. Chinese is the default; a stored choice wins.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Lang } from '../schema/resolve';

export type { Lang };
export type Messages = { [key: string]: string | Messages };

export const i18n: I18n = i18next.createInstance();
let ready = false;

export function initI18n(lang: Lang = 'zh'): I18n {
  if (!ready) {
    ready = true;
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'zh',
      supportedLngs: ['zh', 'en'],
      interpolation: { escapeValue: false },
      initImmediate: false,
      resources: {},
      returnNull: false,
    } as Parameters<I18n['init']>[0]);
  } else if (i18n.language !== lang) {
    void i18n.changeLanguage(lang);
  }
  return i18n;
}

/** Register a part's messages, in both languages, under a namespace. */
export function addMessages(ns: string, messages: { zh: Messages; en: Messages }): void {
  initI18n((i18n.language as Lang) || 'zh');
  i18n.addResourceBundle('zh', ns, messages.zh, true, true);
  i18n.addResourceBundle('en', ns, messages.en, true, true);
}

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'zh');

/** `const { t, lang } = useT('crud')` */
export function useT(ns: string) {
  const { t, i18n: inst } = useTranslation(ns, { i18n });
  return { t, lang: (inst.language === 'en' ? 'en' : 'zh') as Lang };
}
