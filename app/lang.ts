/**
 * Interface language (spec §2 "Language dropdown", §9): Chinese by default, a stored choice wins. Changing
 * it re-renders every `useT` user (antd locale, texts, titles) and makes the server answer in it
 * (Accept-Language on every call).
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { getStore, setStore } from '../engine/auth/storage';
import { i18n, initI18n, type Lang } from '../engine/i18n';

const KEY = 'language';

export const storedLang = (): Lang => (getStore<string>(KEY) === 'en' ? 'en' : 'zh');

function apply(lang: Lang): void {
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
}

/** Start in the stored language (or Chinese). */
export function initLang(): Lang {
  const lang = storedLang();
  initI18n(lang);
  apply(lang);
  return lang;
}

export function setLang(lang: Lang): void {
  setStore(KEY, lang);
  apply(lang);
  void i18n.changeLanguage(lang);
}
