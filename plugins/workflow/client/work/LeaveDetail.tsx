/**
 * 请假详情 (/work/process/leave/detail/:processInstanceId/:businessId): the leave, its instance on the
 * diagram (done steps highlighted) and its history as a timeline.
 */
import { Card, Space, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../../engine/i18n';
import { WorkEnv } from './env';
import { HistoryTimeline } from './HistoryTimeline';
import { LeaveSummary } from './LeaveSummary';
import { WORK_NS } from './locale';

const InstanceDiagram = lazy(() => import('./InstanceDiagram'));

function LeaveDetailView() {
  const { t } = useT(WORK_NS);
  const { processInstanceId = '', businessId = '' } = useParams();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="leave-detail">
      <Card title={t('leave.title')}>
        <LeaveSummary businessId={businessId} />
      </Card>
      <Card title={t('history.diagram')}>
        <Suspense fallback={<Spin />}>
          <InstanceDiagram processInstanceId={processInstanceId} />
        </Suspense>
      </Card>
      <Card title={t('history.title')}>
        <HistoryTimeline processInstanceId={processInstanceId} />
      </Card>
    </Space>
  );
}

export default function LeaveDetailPage() {
  return (
    <WorkEnv>
      <LeaveDetailView />
    </WorkEnv>
  );
}
