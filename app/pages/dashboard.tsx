/**
 * /wel/dashboard: the panels plugins add to it (app/pages/home-panels.tsx: business tiles and charts), or,
 * when none applies, sample tiles linking to the main routes (spec §2 Dashboard tile).
 */
import { useNavigate } from 'react-router';
import { Card, Col, Row } from 'antd';
import { BugOutlined, HomeOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import type { RouteHandle } from '../title';
import { HomePanels } from './home-panels';

const TILES = [
  { key: 'home', to: '/wel/index', icon: HomeOutlined, color: '#409EFF' },
  { key: 'info', to: '/info/index', icon: UserOutlined, color: '#67C23A' },
  { key: 'param', to: '/system/param', icon: SettingOutlined, color: '#E6A23C' },
  { key: 'errorLog', to: '/error-log', icon: BugOutlined, color: '#F56C6C' },
];

function SampleTiles() {
  const { t } = useT(APP_NS);
  const navigate = useNavigate();
  return (
    <Row gutter={[10, 10]}>
      {TILES.map(({ key, to, icon: Icon, color }, i) => (
        <Col key={key} xs={24} sm={12} lg={6}>
          <Card
            hoverable
            onClick={() => navigate(to)}
            style={{ background: color, color: '#fff', borderRadius: 10, animationDelay: `${i / 25}s` }}
          >
            <Icon style={{ fontSize: 28 }} />
            <div style={{ fontSize: 16, marginTop: 8 }}>{t(`dashboard.${key}`)}</div>
            <div style={{ opacity: 0.85 }}>{t('dashboard.dept')}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function DashboardPage() {
  return <HomePanels home="dashboard" fallback={<SampleTiles />} />;
}

export const handle: RouteHandle = { title: ({ t }) => t('dashboard.title') };

export default DashboardPage;
