/**
 * Third-party registration (spec §2, §4, §5, §8): a user who signed in through a social provider but has
 * no account here (no user id, or a negative one) fills this 20 %-wide dialog. Checks run in the spec's
 * order with its exact messages; the request then awaits an administrator's approval, so on success the
 * user is told so and logged out to /login. The shell loads this module only for such a user.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Form, Input, Modal } from 'antd';
import { registerGuest, tenantByDomain } from '../engine/auth/account-api';
import { logout } from '../engine/auth/api';
import { TransportError } from '../engine/data/transport';
import { useT } from '../engine/i18n';
import { site } from './config';
import { APP_NS } from './locale';
import { useSession } from './session-state';

// Decided in session-state.ts, so the shell knows whether to load this module at all.
export { needsRegistration } from './session-state';

export interface RegisterValues {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  password2?: string;
}

/** The first failing check's message key, in the spec's order; undefined when all pass. */
export function registrationProblem(v: RegisterValues, askTenant: boolean): string | undefined {
  if (askTenant && !v.tenantId?.trim()) return 'register.tenantRequired';
  if (!v.account?.trim()) return 'register.accountRequired';
  if (!v.password || !v.password2) return 'register.passwordRequired';
  if (v.password !== v.password2) return 'register.mismatch';
  return undefined;
}

export function RegisterDialog() {
  const { t } = useT(APP_NS);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useSession();
  const [form] = Form.useForm<RegisterValues>();
  const [hostTenant, setHostTenant] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void tenantByDomain(location.hostname).then((info) => setHostTenant(info?.tenantId));
  }, []);
  const askTenant = !hostTenant;

  const submit = async () => {
    const v = form.getFieldsValue();
    const problem = registrationProblem(v, askTenant);
    if (problem) {
      void message.warning(t(problem));
      return;
    }
    setBusy(true);
    try {
      await registerGuest({
        tenantId: (hostTenant ?? v.tenantId ?? '').trim(),
        name: v.name?.trim() ?? '',
        account: v.account!.trim(),
        password: v.password!,
        oauthId: String(user?.oauth_id ?? ''),
      });
      modal.success({
        title: t('register.successTitle'),
        content: t('register.success'),
        okText: t('dialog.ok'),
        onOk: async () => {
          await logout();
          navigate(site.loginPath, { replace: true });
        },
      });
    } catch (e) {
      const body = e instanceof TransportError ? (e.body as { msg?: string } | undefined) : undefined;
      void message.error(body?.msg || t('register.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('register.title')}
      width="20%"
      closable={false}
      maskClosable={false}
      keyboard={false}
      okText={t('register.submit')}
      onOk={() => void submit()}
      confirmLoading={busy}
      cancelButtonProps={{ style: { display: 'none' } }}
      data-testid="register-dialog"
    >
      <Form form={form} layout="vertical" autoComplete="off">
        {askTenant && (
          <Form.Item name="tenantId" label={t('register.tenantId')}>
            <Input aria-label={t('register.tenantId')} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('register.name')}>
          <Input aria-label={t('register.name')} />
        </Form.Item>
        <Form.Item name="account" label={t('register.account')}>
          <Input aria-label={t('register.account')} />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')}>
          <Input.Password aria-label={t('register.password')} />
        </Form.Item>
        <Form.Item name="password2" label={t('register.password2')}>
          <Input.Password aria-label={t('register.password2')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
