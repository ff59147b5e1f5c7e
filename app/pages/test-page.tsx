/** /test/index: an empty page the spec lists; useful to check tabs and titles. */
import { Card } from 'antd';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import type { RouteHandle } from '../title';

export function TestPage() {
  const { t } = useT(APP_NS);
  return <Card title={t('test.title')}>{t('test.body')}</Card>;
}

export const handle: RouteHandle = { title: ({ t }) => t('test.title') };

export default TestPage;
