/**
 * A screen or page whose schema is not in the registry: antd's 404 page. Loaded when shown
 * (`ScreenNotFound` in MasterDetailPage.tsx): antd's Result brings its three illustrations (≈ 10 kB gzip)
 * wherever it is imported, and a screen almost never needs them (issue 30, shell + first CRUD screen).
 */
import { Result } from 'antd';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';

export default function NotFound({ name }: { name?: string }) {
  const { t } = useT(CRUD_NS);
  return <Result status="404" title={t('notFound')} subTitle={name} />;
}
