/**
 * Language choice on the login page: two plain buttons, current one disabled. Kept apart from the
 * top bar's dropdown (lang-switch.tsx) so the login bundle carries no menu machinery.
 */
import { Button, Space } from 'antd';
import { useT, type Lang } from '../engine/i18n';
import { setLang } from './lang';
import { APP_NS } from './locale';

const LANGS: Lang[] = ['zh', 'en'];

export function LangButtons() {
  const { t, lang } = useT(APP_NS);
  return (
    <Space.Compact aria-label={t('lang.label')} data-testid="lang-switch">
      {LANGS.map((l) => (
        <Button key={l} size="small" autoInsertSpace={false} type={l === lang ? 'primary' : 'default'} disabled={l === lang} onClick={() => setLang(l)}>
          {t(`lang.${l}`)}
        </Button>
      ))}
    </Space.Compact>
  );
}
