/**
 * 请假审批 (/work/process/leave/handle/:taskId/:processInstanceId/:businessId): the leave read-only, its
 * history, and the approver's decision (claiming a candidate task first).
 */
import { Card, Space } from 'antd';
import { useParams } from 'react-router';
import { useT } from '../../../../engine/i18n';
import { DecisionCard } from './DecisionCard';
import { WorkEnv } from './env';
import { HistoryTimeline } from './HistoryTimeline';
import { LeaveSummary } from './LeaveSummary';
import { WORK_NS } from './locale';

function LeaveApproval() {
  const { t } = useT(WORK_NS);
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="leave-handle">
      <Card title={t('leave.title')}>
        <LeaveSummary businessId={businessId} />
      </Card>
      <DecisionCard taskId={taskId} processInstanceId={processInstanceId} />
      <Card title={t('history.title')}>
        <HistoryTimeline processInstanceId={processInstanceId} />
      </Card>
    </Space>
  );
}

export default function LeaveHandlePage() {
  return (
    <WorkEnv>
      <LeaveApproval />
    </WorkEnv>
  );
}
