/**
 * Confirm, run, then reveal what the server answered (an initial password, a generated key…) as copyable
 * text: the dialog of actions whose result the operator must read and pass on. Plugins supply the texts and
 * the call; failures show their message and leave the dialog open for another try.
 */
import { useState, type ReactNode } from 'react';
import { App, Modal, Result, Typography } from 'antd';
import { useT } from '../i18n';
import { alreadyShown, errorText } from './errors';
import { CRUD_NS } from './locale';

export interface ConfirmRevealDialogProps {
  title: string;
  /** The question asked before running. */
  confirm: ReactNode;
  /** The call; resolves to the text to reveal ('' or undefined: nothing to show but success). */
  run: () => Promise<string | undefined>;
  doneTitle: string;
  /** How the revealed text is introduced, e.g. "Initial password: 123456". */
  reveal: (text: string) => string;
  onClose: () => void;
}

export function ConfirmRevealDialog({ title, confirm, run, doneTitle, reveal, onClose }: ConfirmRevealDialogProps) {
  const { t } = useT(CRUD_NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<string>();

  const go = async () => {
    setBusy(true);
    try {
      setRevealed((await run()) ?? '');
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (revealed !== undefined)
    return (
      <Modal
        open
        title={title}
        onOk={onClose}
        onCancel={onClose}
        okText={t('ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Result
          status="success"
          title={doneTitle}
          subTitle={revealed && <Typography.Text copyable={{ text: revealed }}>{reveal(revealed)}</Typography.Text>}
        />
      </Modal>
    );
  return (
    <Modal
      open
      title={title}
      onOk={() => void go()}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('ok')}
      cancelText={t('cancel')}
    >
      {confirm}
    </Modal>
  );
}
