/** A leave request shown read-only (leave/detail): who, from when to when, why, the approver, its state. */
import { Descriptions, Spin, Result, Tag } from 'antd';
import { useT } from '../../../../engine/i18n';
import { FLOW, LEAVE, type HistoryStep, type LeaveDetail } from './calls';
import { useApi, useDictLabel } from './env';
import { WORK_NS } from './locale';

const STATE_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default' };
const days = (a: string, b: string) =>
  Math.max(1, Math.ceil((Date.parse(b.replace(' ', 'T')) - Date.parse(a.replace(' ', 'T'))) / 86_400_000));

export function useLeave(businessId: string) {
  return useApi<LeaveDetail>(businessId ? `${LEAVE}/detail` : null, { businessId });
}

export function LeaveSummary({ businessId }: { businessId: string }) {
  const { t } = useT(WORK_NS);
  const label = useDictLabel();
  const { data, isLoading, error } = useLeave(businessId);
  // The history (the timeline's call, read once) tells a rejected end from an approved one.
  const steps = useApi<HistoryStep[]>(data?.flow ? `${FLOW}/process/history-flow-list` : null, {
    processInstanceId: data?.flow?.processInstanceId,
  });
  if (isLoading) return <Spin />;
  // A leave without its flow (an answer from another server, a half-written row) is not one to show.
  if (!data?.flow || error) return <Result status="warning" title={t('leave.notFound')} />;
  const running = data.flow.flowStatus === 1;
  const rejected = !running && !!steps.data?.some((s) => s.pass === false);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      data-testid="leave-summary"
    >
      <Descriptions.Item label={t('leave.applicant')}>{data.applicantName}</Descriptions.Item>
      <Descriptions.Item label={t('leave.applyTime')}>{data.applyTime}</Descriptions.Item>
      <Descriptions.Item label={t('leave.startTime')}>{data.startTime}</Descriptions.Item>
      <Descriptions.Item label={t('leave.endTime')}>{data.endTime}</Descriptions.Item>
      <Descriptions.Item label={t('leave.days')}>
        {t('leave.daysValue', { days: days(data.startTime, data.endTime) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('leave.approver')}>{data.taskUserName}</Descriptions.Item>
      <Descriptions.Item label={t('leave.reason')} span={2}>
        {data.reason}
      </Descriptions.Item>
      <Descriptions.Item label={t('leave.state')}>
        <Tag color={rejected ? 'error' : STATE_COLOR[data.flow.flowStatus]} data-testid="leave-state">
          {label('flow_instance_status', data.flow.flowStatus)}
          {data.flow.outcome ? ` · ${data.flow.outcome}` : ''}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('leave.currentStep')}>{running ? data.flow.currentStep : '—'}</Descriptions.Item>
    </Descriptions>
  );
}
