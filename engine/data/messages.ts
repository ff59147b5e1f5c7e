/** Texts the transport shows to people (its own namespace, both languages). */
import { addMessages, i18n } from '../i18n';

export const DATA_NS = 'data';

addMessages(DATA_NS, {
  zh: {
    unknownError: '未知错误',
    networkError: '网络异常，请检查网络后重试',
    timeout: '请求超时，请稍后重试',
    serverError: '服务器异常（{{status}}），请稍后重试',
  },
  en: {
    unknownError: 'Unknown error',
    networkError: 'Network error, please check the connection and try again',
    timeout: 'The request timed out, please try again later',
    serverError: 'Server error ({{status}}), please try again later',
  },
});

/** Translate in the current language (the transport runs outside React, so no hook). */
export const dataText = (key: string, vars?: Record<string, unknown>): string => i18n.t(`${DATA_NS}:${key}`, vars ?? {});
