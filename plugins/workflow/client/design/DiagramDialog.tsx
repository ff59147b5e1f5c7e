/** The deployed definitions' row action 流程图: the definition's drawing (`process/resource-view`). */
import { Modal, Spin } from 'antd';
import useSWR from 'swr';
import { useKeyPrefix } from '../../../../engine/data/hooks';
import type { PluginActionContext } from '../../../../engine/plugin';
import { useT } from '../../../../engine/i18n';
import { definitionXml } from './calls';
import { DiagramCanvas } from './DiagramCanvas';
import { DESIGN_NS } from './locale';

export default function DiagramDialog({ rows, onClose }: PluginActionContext & { onClose: () => void }) {
  const { t } = useT(DESIGN_NS);
  const row = rows[0] ?? {};
  const prefix = useKeyPrefix('flow-definition-xml');
  const { data } = useSWR([...prefix, String(row.id)], () => definitionXml(String(row.id)), { revalidateOnFocus: false });
  return (
    <Modal
      open
      width="min(1100px, 94vw)"
      title={t('diagramTitle', { name: String(row.name ?? ''), version: String(row.version ?? '') })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {data ? <DiagramCanvas xml={data} height={480} /> : <Spin />}
    </Modal>
  );
}
