/**
 * An instance's history (`process/instance-diagram` and `process/history-flow-list`): its diagram with the
 * steps done highlighted and where it waits now, and the steps as a timeline — who did each, when, how
 * long it took, pass or reject and the comment. Exported for the pages that show an instance (the leave
 * detail) as well as the instances' row action.
 */
import { Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import useSWR from 'swr';
import { useKeyPrefix } from '../../../../engine/data/hooks';
import { useT } from '../../../../engine/i18n';
import { historyFlow, instanceDiagram, type HistoryStep } from './calls';
import { DiagramCanvas } from './DiagramCanvas';
import { DESIGN_NS } from './locale';

function stepColor(step: HistoryStep): string {
  if (!step.endTime) return 'blue';
  if (step.pass === false) return 'red';
  return 'green';
}

export function HistoryTimeline({ steps }: { steps: HistoryStep[] }) {
  const { t } = useT(DESIGN_NS);
  if (!steps.length) return <Empty description={t('history.none')} />;
  return (
    <Timeline
      data-testid="flow-history-timeline"
      items={steps.map((s) => ({
        key: s.id,
        color: stepColor(s),
        children: (
          <div>
            <Space wrap size={6}>
              <Typography.Text strong>{s.historyActivityName || t(`type.${s.historyActivityType.replace(/^./, (c) => c.toUpperCase())}`, { defaultValue: s.historyActivityType })}</Typography.Text>
              {s.assigneeName && <Typography.Text>{s.assigneeName}</Typography.Text>}
              {s.pass === true && <Tag color="success">{t('history.pass')}</Tag>}
              {s.pass === false && <Tag color="error">{t('history.reject')}</Tag>}
              {!s.endTime && <Tag color="processing">{t('history.waiting')}</Tag>}
            </Space>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {s.createTime}
                {s.endTime && s.endTime !== s.createTime ? ` → ${s.endTime}` : ''}
                {s.historyActivityDurationTime && s.endTime !== s.createTime ? ` · ${t('history.took', { time: s.historyActivityDurationTime })}` : ''}
              </Typography.Text>
            </div>
            {s.comment && <Typography.Paragraph style={{ margin: 0 }}>“{s.comment}”</Typography.Paragraph>}
          </div>
        ),
      }))}
    />
  );
}

export function HistoryView({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useT(DESIGN_NS);
  const prefix = useKeyPrefix('flow-history');
  const opts = { revalidateOnFocus: false, shouldRetryOnError: false };
  const diagram = useSWR([...prefix, 'diagram', processInstanceId], () => instanceDiagram(processInstanceId), opts);
  const steps = useSWR([...prefix, 'steps', processInstanceId], () => historyFlow(processInstanceId), opts);
  if (diagram.error || steps.error) return <Empty description={t('history.failed')} />;
  return (
    <div data-testid="flow-history" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <div style={{ flex: '1 1 520px', minWidth: 0 }}>
        {diagram.data ? <DiagramCanvas xml={diagram.data.xml} marks={diagram.data} /> : <Spin />}
        <Space size={12} style={{ marginTop: 8 }}>
          <Tag color="success">{t('history.legendDone')}</Tag>
          <Tag color="processing">{t('history.legendActive')}</Tag>
        </Space>
      </div>
      <div style={{ flex: '0 1 320px', maxHeight: 460, overflowY: 'auto', paddingTop: 8 }}>
        {steps.data ? <HistoryTimeline steps={steps.data} /> : <Spin />}
      </div>
    </div>
  );
}
