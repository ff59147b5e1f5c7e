/**
 * The lock dialog (spec §2, §4, §5): the lock password is set first, then the screen locks. Loaded by
 * the header's lock button when first pressed (lock-button.tsx): with register-dialog.tsx it is the
 * shell's only antd Form, which then stays out of the first load (issue 5).
 */
import { useNavigate } from 'react-router';
import { Form, Input, Modal } from 'antd';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { lockScreen } from '../shell-state/prefs';

export interface LockDialogProps {
  open: boolean;
  onClose: () => void;
}

export function LockDialog({ open, onClose }: LockDialogProps) {
  const { t } = useT(APP_NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();

  const submit = async () => {
    const { password } = await form.validateFields();
    lockScreen(password);
    onClose();
    navigate(site.lockPath, { replace: true });
  };

  return (
    <Modal
      open={open}
      title={t('lock.setTitle')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
      destroyOnHidden
      width={400}
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, message: t('lock.required') }]}>
          <Input.Password autoFocus aria-label={t('lock.password')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
