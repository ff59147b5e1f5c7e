/** The home page inside the shell (/wel/index): a localised greeting, then the panels plugins add (app/pages/home-panels.tsx). */
import { Card, Typography } from 'antd';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { displayName, useSession } from '../session-state';
import type { RouteHandle } from '../title';
import { HomePanels } from './home-panels';

export function WelcomePage() {
  const { t } = useT(APP_NS);
  const { user } = useSession();
  return (
    <>
      <Card>
        <Typography.Title level={3}>{t('wel.greeting', { name: displayName(user) })}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('wel.intro')}</Typography.Paragraph>
      </Card>
      <HomePanels home="index" />
    </>
  );
}

export const handle: RouteHandle = { title: ({ t }) => t('wel.title') };

export default WelcomePage;
