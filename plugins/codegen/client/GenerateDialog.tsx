/**
 * "代码生成" above the table (BladeX's batch button, lazy chunk): confirm, call `gen-code` with the chosen
 * ids and `system=saber`, then show which files were written and where the new screens will be.
 */
import { useState } from 'react';
import { App, Modal } from 'antd';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { generate, type GenResult } from './calls';
import { GenDone } from './plan-parts';
import { CODEGEN_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function GenerateDialog({ schema, rows, lang, refresh, onClose }: Props) {
  const { t } = useT(CODEGEN_NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<GenResult>();

  const run = async () => {
    setBusy(true);
    try {
      setDone(await generate(schema, rows.map((r) => String(r.id))));
      await refresh();
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Modal open width={720} title={t('genTitle')} onOk={onClose} onCancel={onClose} okText={t('close')} cancelButtonProps={{ style: { display: 'none' } }}>
        <GenDone modules={done.modules} written={done.written} lang={lang} t={t} />
      </Modal>
    );
  return (
    <Modal open title={t('genTitle')} onOk={() => void run()} onCancel={onClose} confirmLoading={busy} okText={t('generate')} cancelText={t('cancel')}>
      {t('genConfirm', { count: rows.length })}
    </Modal>
  );
}
