/**
 * Personal info (/info/index, spec §2, §5): the profile tab (avatar upload jpg/png ≤ 500 kB to the
 * put-file endpoint, realName, name, phone, email) and the change-password tab.
 */
import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Tabs, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fetchProfile, putFile, updatePassword, updateProfile, type ProfileForm } from '../../engine/auth/account-api';
import { DEFAULT_AVATAR, getUserInfo, setUserInfo } from '../../engine/auth/session';
import { phone as phoneRule } from '../../engine/schema/validators';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { refreshSession } from '../session-state';
import type { RouteHandle } from '../title';

export const AVATAR_MAX_BYTES = 500 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** Why an avatar file is refused (message key), or undefined when it may be uploaded. */
export function avatarProblem(file: { type?: string; size?: number }): string | undefined {
  if (!AVATAR_TYPES.includes(String(file.type))) return 'info.avatarType';
  if ((file.size ?? 0) > AVATAR_MAX_BYTES) return 'info.avatarSize';
  return undefined;
}

function ProfileTab() {
  const { t, lang } = useT(APP_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileForm>();
  const avatar = Form.useWatch('avatar', form);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchProfile().then(
      (p) => form.setFieldsValue(p as ProfileForm),
      () => undefined,
    );
  }, [form]);

  const save = async (values: ProfileForm) => {
    setBusy(true);
    try {
      await updateProfile(values);
      const user = getUserInfo();
      if (user)
        setUserInfo({ ...user, avatar: values.avatar || user.avatar, real_name: values.realName ?? user.real_name });
      refreshSession();
      void message.success(t('info.saved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(v) => void save(v).catch(() => undefined)}>
      {/* The link lives in a hidden field: an Upload bound to the field would store its change event. */}
      <Form.Item name="avatar" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('info.avatar')}>
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarProblem(file);
            if (problem) void message.error(t(problem));
            return problem ? Upload.LIST_IGNORE : true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            const f = file as File;
            putFile(f, f.name, 'jpg,jpeg,png').then(
              (res) => {
                form.setFieldValue('avatar', res.link);
                onSuccess?.(res);
              },
              (e: Error) => onError?.(e),
            );
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 12, cursor: 'pointer' }}>
            {/* A plain img: antd Avatar keeps a failed-load flag across src changes and would hide a new picture. */}
            <img
              src={avatar || DEFAULT_AVATAR}
              alt={t('info.avatar')}
              width={64}
              height={64}
              style={{ borderRadius: '50%', objectFit: 'cover', background: '#f0f0f0' }}
              data-testid="avatar-preview"
            />
            <Button icon={<UploadOutlined />}>{t('info.upload')}</Button>
          </div>
        </Upload>
      </Form.Item>
      <Form.Item name="realName" label={t('info.realName')}>
        <Input aria-label={t('info.realName')} />
      </Form.Item>
      <Form.Item name="name" label={t('info.name')}>
        <Input aria-label={t('info.name')} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('info.phone')}
        rules={[
          {
            validator: async (_r, v) => {
              const m = phoneRule(v);
              if (m) throw new Error(typeof m === 'string' ? m : m[lang]);
            },
          },
        ]}
      >
        <Input aria-label={t('info.phone')} />
      </Form.Item>
      <Form.Item name="email" label={t('info.email')} rules={[{ type: 'email', message: t('info.emailInvalid') }]}>
        <Input aria-label={t('info.email')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('info.submit')}
      </Button>
    </Form>
  );
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

function PasswordTab() {
  const { t } = useT(APP_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const save = async (v: PasswordValues) => {
    setBusy(true);
    try {
      await updatePassword(v.oldPassword, v.newPassword, v.newPassword1);
      form.resetFields();
      void message.success(t('info.passwordSaved'));
    } finally {
      setBusy(false);
    }
  };
  const required = (key: string) => ({ required: true, message: t(key) });
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(v) => void save(v).catch(() => undefined)}>
      <Form.Item name="oldPassword" label={t('info.oldPassword')} rules={[required('info.oldPasswordRequired')]}>
        <Input.Password aria-label={t('info.oldPassword')} />
      </Form.Item>
      <Form.Item name="newPassword" label={t('info.newPassword')} rules={[required('info.newPasswordRequired')]}>
        <Input.Password aria-label={t('info.newPassword')} />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('info.newPassword1')}
        dependencies={['newPassword']}
        rules={[
          required('info.newPassword1Required'),
          ({ getFieldValue }) => ({
            validator: async (_r, v) => {
              if (v && v !== getFieldValue('newPassword')) throw new Error(t('info.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password aria-label={t('info.newPassword1')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('info.submit')}
      </Button>
    </Form>
  );
}

export function InfoPage() {
  const { t } = useT(APP_NS);
  return (
    <Card>
      <Tabs
        items={[
          { key: 'info', label: t('info.tabInfo'), children: <ProfileTab /> },
          { key: 'password', label: t('info.tabPassword'), children: <PasswordTab /> },
        ]}
      />
    </Card>
  );
}

export const handle: RouteHandle = { title: ({ t }) => t('info.title') };

export default InfoPage;
