/** The 403, 404 and 500 pages (public routes). */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';

export type ErrorCode = 403 | 404 | 500;

export function ErrorPage({ code }: { code: ErrorCode }) {
  const { t } = useT(APP_NS);
  const navigate = useNavigate();
  return (
    <Result
      status={String(code) as '403' | '404' | '500'}
      title={String(code)}
      subTitle={t(`error.${code}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('error.home')}
        </Button>
      }
    />
  );
}

export default ErrorPage;
