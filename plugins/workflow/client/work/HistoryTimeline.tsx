/**
 * An instance's history as a timeline (process/history-flow-list): start, each task with who did it,
 * when, how long and the decision with its comment, the gateways, the end. A step still open is blue,
 * a rejection red, everything done green.
 */
import { Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useT } from '../../../../engine/i18n';
import { FLOW, type HistoryStep } from './calls';
import { useApi } from './env';
import { WORK_NS } from './locale';

const color = (s: HistoryStep) =>
  !s.endTime ? 'blue' : s.pass === false ? 'red' : s.historyActivityType.endsWith('Event') ? 'gray' : 'green';

function Step({ step }: { step: HistoryStep }) {
  const { t } = useT(WORK_NS);
  const isTask = step.historyActivityType === 'userTask';
  return (
    <div data-testid="history-step">
      <Typography.Text strong>{step.historyActivityName || step.historyActivityId}</Typography.Text>
      {isTask && step.endTime && step.pass !== null && (
        <Tag color={step.pass ? 'success' : 'error'} style={{ marginLeft: 8 }}>
          {step.pass ? t('history.pass') : t('history.reject')}
        </Tag>
      )}
      {!step.endTime && (
        <Tag color="processing" style={{ marginLeft: 8 }}>
          {t('history.waiting')}
        </Tag>
      )}
      <div>
        <Typography.Text type="secondary">
          {step.createTime}
          {step.endTime && step.endTime !== step.createTime ? ` → ${step.endTime}` : ''}
          {step.endTime && isTask && step.historyActivityDurationTime
            ? ` · ${t('history.duration', { time: step.historyActivityDurationTime })}`
            : ''}
        </Typography.Text>
      </div>
      {isTask && (
        <div>{step.assigneeName ? t('history.assignee', { name: step.assigneeName }) : t('history.candidates')}</div>
      )}
      {step.comment && <Typography.Paragraph style={{ margin: 0 }}>「{step.comment}」</Typography.Paragraph>}
    </div>
  );
}

export function HistoryTimeline({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useT(WORK_NS);
  const { data, isLoading } = useApi<HistoryStep[]>(`${FLOW}/process/history-flow-list`, { processInstanceId });
  if (isLoading) return <Spin />;
  if (!data?.length) return <Empty description={t('history.empty')} />;
  return (
    <Timeline
      data-testid="history-timeline"
      items={data.map((s) => ({ key: s.id, color: color(s), children: <Step step={s} /> }))}
    />
  );
}

/** The open step of `taskId` in a history, if any: whether it waits to be claimed, and by whom it is held. */
export const taskStep = (steps: HistoryStep[] | undefined, taskId: string) =>
  steps?.find((s) => s.taskId === taskId && s.historyActivityType === 'userTask');
