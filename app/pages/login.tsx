/**
 * The login page (CONTRACT §4, spec §2, §5): tenant (hidden when the host names it; public tenants are
 * offered as suggestions), account, password and captcha (captcha mode on); the password leaves as its
 * MD5. A refused login shows the server's `error_description` above the form and fetches a fresh captcha
 * (each one is single-use). Switch mode lets a user with several departments or roles choose one; social
 * callbacks (`source`, `code`, `state` in the URL) sign in with grant_type social. Log-in clears the tabs
 * and the lock.
 * Kept light (issue 5, login route ≤ 250 kB gzip): plain fields rather than antd `Form`
 * (login-field.tsx), the auth calls and axios imported on first use (login-support.tsx), no antd App.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, ConfigProvider, Input, Space, theme } from 'antd';
import { ApartmentOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { Captcha } from '../../engine/auth/api';
import { getTenantId, localLogout, type UserInfo } from '../../engine/auth/session';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { LangButtons } from '../lang-buttons';
import { APP_NS } from '../locale';
import { refreshSession } from '../session-state';
import { unlockScreen } from '../shell-state/prefs';
import { clearTabs } from '../shell-state/tabs';
import { fieldAria, FieldRow, useRequiredFields } from './login-field';
import {
  accountApi,
  authApi,
  failureText,
  needsChoice,
  socialParams,
  useTenants,
  type Identity,
} from './login-support';

const IdentityChooser = lazy(() => import('./identity-chooser'));

type FieldName = 'tenantId' | 'username' | 'password' | 'code';
const RULE_KEYS: Record<FieldName, string> = {
  tenantId: 'login.tenantRequired',
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
  code: 'login.codeRequired',
};

export function LoginPage() {
  const { t } = useT(APP_NS);
  const navigate = useNavigate();
  const form = useRequiredFields<FieldName>(
    { tenantId: getTenantId() ?? site.defaultTenant, username: '', password: '', code: '' },
    RULE_KEYS,
  );
  const { values, errors } = form;
  const [captcha, setCaptcha] = useState<Captcha>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { token } = theme.useToken();
  const { search } = useLocation();
  const { hostTenant, list: tenants } = useTenants();
  const [choosing, setChoosing] = useState<UserInfo>();

  const enter = useCallback(() => {
    clearTabs();
    unlockScreen();
    refreshSession();
    navigate('/', { replace: true });
  }, [navigate]);

  // A social provider's callback: sign in with what it put in the URL; show the server's refusal.
  useEffect(() => {
    const social = socialParams(search);
    if (!social) return;
    accountApi()
      .then((api) => api.socialLogin({ tenantId: getTenantId() ?? site.defaultTenant, ...social }))
      .then(enter, (e: unknown) => setError(failureText(e, t('login.socialFailed'))));
  }, [search, enter, t]);

  /** Switch mode: re-issue the token for the chosen department / role. */
  async function choose(id: Identity) {
    setChoosing(undefined);
    const headers: Record<string, string> = {};
    if (id.deptId) headers['Dept-Id'] = id.deptId;
    if (id.roleId) headers['Role-Id'] = id.roleId;
    try {
      await (await authApi()).refreshToken(headers);
      enter();
    } catch (e) {
      localLogout();
      setError(failureText(e, t('login.failed')));
    }
  }

  // Each captcha is single-use: only the answer to the latest request may be shown, or the user would
  // type the characters of a picture the server no longer expects.
  const latest = useRef(0);
  const loadCaptcha = useCallback(() => {
    if (!site.captchaMode) return;
    const seq = ++latest.current;
    authApi()
      .then((api) => api.getCaptcha())
      .then(
        (c) => seq === latest.current && setCaptcha(c),
        () => seq === latest.current && setCaptcha(undefined),
      );
  }, []);
  useEffect(loadCaptcha, [loadCaptcha]);

  const showTenant = site.tenantMode && !hostTenant;
  const shown: FieldName[] = [
    ...(showTenant ? (['tenantId'] as const) : []),
    'username',
    'password',
    ...(site.captchaMode ? (['code'] as const) : []),
  ];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.validate(shown)) void submit();
  }

  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      const tenantId = hostTenant?.tenantId ?? values.tenantId;
      const { login } = await authApi();
      const user = await login(
        {
          tenantId,
          username: values.username,
          password: values.password,
          key: captcha?.key,
          code: site.captchaMode ? values.code : undefined,
        },
        { captcha: site.captchaMode, switchMode: site.switchMode },
      );
      if (site.switchMode && needsChoice(user)) setChoosing(user);
      else enter();
    } catch (e) {
      setError(failureText(e, t('login.failed')));
      form.reset('code', '');
      loadCaptcha();
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (name: FieldName) => (errors[name] ? t(errors[name]) : undefined);
  const input = (name: FieldName) => ({
    ...fieldAria(name, errorOf(name)),
    value: values[name],
    onChange: (e: { target: { value: string } }) => form.change(name, e.target.value),
  });
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f2f5',
      }}
    >
      {/* Plain boxes rather than Card / Typography: keeps this first page's bundle small. */}
      <main
        style={{
          width: 380,
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
          <h1 style={{ margin: 0, fontSize: 20, fontWeight: 600, color: token.colorTextHeading }}>
            {hostTenant?.tenantName || t('site')}
          </h1>
          <LangButtons />
        </div>
        <p style={{ color: token.colorTextSecondary, margin: '0 0 16px' }}>{t('login.heading')}</p>
        {error && (
          <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        {/* componentSize: the large controls antd Form's size="large" gave. noValidate: our messages. */}
        <ConfigProvider componentSize="large">
          <form id="login" name="login" autoComplete="off" noValidate onSubmit={onSubmit}>
            {showTenant && (
              <FieldRow name="tenantId" error={errorOf('tenantId')}>
                <Input
                  {...input('tenantId')}
                  prefix={<ApartmentOutlined />}
                  placeholder={t('login.tenantId')}
                  aria-label={t('login.tenantId')}
                  list={tenants.length ? 'tenant-list' : undefined}
                />
              </FieldRow>
            )}
            {/* A native suggestion list: a picker without adding antd's Select to this first page. */}
            {tenants.length > 0 && (
              <datalist id="tenant-list" aria-label={t('login.tenantPick')}>
                {tenants.map((tn) => (
                  <option key={tn.tenantId} value={tn.tenantId}>
                    {tn.tenantName}
                  </option>
                ))}
              </datalist>
            )}
            <FieldRow name="username" error={errorOf('username')}>
              <Input
                {...input('username')}
                prefix={<UserOutlined />}
                placeholder={t('login.username')}
                aria-label={t('login.username')}
                autoFocus
              />
            </FieldRow>
            <FieldRow name="password" error={errorOf('password')}>
              <Input.Password
                {...input('password')}
                prefix={<LockOutlined />}
                placeholder={t('login.password')}
                aria-label={t('login.password')}
              />
            </FieldRow>
            {site.captchaMode && (
              <FieldRow name="code" error={errorOf('code')}>
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    {...input('code')}
                    prefix={<SafetyOutlined />}
                    placeholder={t('login.code')}
                    aria-label={t('login.code')}
                    maxLength={8}
                  />
                  <button
                    type="button"
                    onClick={loadCaptcha}
                    title={t('login.captchaAlt')}
                    style={{
                      padding: 0,
                      border: `1px solid ${token.colorBorder}`,
                      borderRadius: `0 ${token.borderRadiusLG}px ${token.borderRadiusLG}px 0`,
                      background: token.colorBgContainer,
                      cursor: 'pointer',
                      width: 120,
                      height: token.controlHeightLG,
                      boxSizing: 'border-box',
                      overflow: 'hidden',
                      flex: 'none',
                    }}
                  >
                    {captcha?.image && (
                      <img
                        src={captcha.image}
                        alt={t('login.captchaAlt')}
                        style={{ height: '100%', width: '100%', objectFit: 'contain', display: 'block' }}
                      />
                    )}
                  </button>
                </Space.Compact>
              </FieldRow>
            )}
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.submit')}
            </Button>
          </form>
        </ConfigProvider>
        {choosing && (
          <Suspense>
            <IdentityChooser
              user={choosing}
              onChoose={(id) => void choose(id)}
              onCancel={() => {
                localLogout();
                setChoosing(undefined);
              }}
            />
          </Suspense>
        )}
      </main>
    </div>
  );
}

export default LoginPage;
