/** Lock button and its dialog (spec §2, §4, §5): the lock password is set first, then the screen locks. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Modal } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { lockScreen } from '../shell-state/prefs';

export function LockButton() {
  const { t } = useT(APP_NS);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const submit = async () => {
    const { password } = await form.validateFields();
    lockScreen(password);
    setOpen(false);
    navigate(site.lockPath, { replace: true });
  };

  return (
    <>
      <Button
        type="text"
        className="tc-header-item"
        icon={<LockOutlined />}
        aria-label={t('lock.button')}
        data-testid="lock"
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={t('lock.setTitle')}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        okText={t('dialog.ok')}
        cancelText={t('dialog.cancel')}
        destroyOnHidden
        width={400}
      >
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, message: t('lock.required') }]}
          >
            <Input.Password autoFocus aria-label={t('lock.password')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
