/**
 * An instance drawn on its diagram, the steps done in green and where it waits in blue — the designer
 * half's read-only canvas (design/DiagramCanvas, bpmn-js) fed by `process/instance-diagram`. Its own
 * lazy chunk: the list and form pages never load bpmn-js.
 */
import { Empty, Space, Spin, Tag } from 'antd';
import { useT } from '../../../../engine/i18n';
import { DiagramCanvas, type DiagramMarks } from '../design/DiagramCanvas';
import { FLOW } from './calls';
import { useApi } from './env';
import { WORK_NS } from './locale';

export default function InstanceDiagram({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useT(WORK_NS);
  const { data, error } = useApi<DiagramMarks & { xml: string }>(`${FLOW}/process/instance-diagram`, {
    processInstanceId,
  });
  if (error) return <Empty description={t('history.noDiagram')} />;
  if (!data) return <Spin />;
  return (
    <div data-testid="instance-diagram">
      <DiagramCanvas xml={data.xml} marks={data} height={360} />
      <Space size={12} style={{ marginTop: 8 }}>
        <Tag color="success">{t('history.legendDone')}</Tag>
        <Tag color="processing">{t('history.legendActive')}</Tag>
      </Space>
    </div>
  );
}
