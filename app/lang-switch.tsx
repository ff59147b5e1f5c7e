/** Language dropdown of the top bar (spec §2): 中文 / English, the current one disabled. */
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useT, type Lang } from '../engine/i18n';
import { setLang } from './lang';
import { APP_NS } from './locale';

const LANGS: Lang[] = ['zh', 'en'];

export function LangSwitch() {
  const { t, lang } = useT(APP_NS);
  const items = LANGS.map((l) => ({ key: l, label: t(`lang.${l}`), disabled: l === lang }));
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys: [lang], onClick: ({ key }) => setLang(key as Lang) }} trigger={['click']}>
      <Button type="text" className="tc-header-item" icon={<GlobalOutlined />} aria-label={t('lang.label')} data-testid="lang-switch">
        {t(`lang.${lang}`)}
      </Button>
    </Dropdown>
  );
}
