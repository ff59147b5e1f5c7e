/** Site settings (spec §9), overridable at build time through VITE_* variables. */
const env = import.meta.env;

export const site = {
  /** Prefix of every stored value. */
  key: env.VITE_SITE_KEY || 'toycar',
  captchaMode: env.VITE_CAPTCHA_MODE !== 'false',
  tenantMode: env.VITE_TENANT_MODE !== 'false',
  switchMode: env.VITE_SWITCH_MODE === 'true',
  defaultTenant: '000000',
  /** Seconds after which the stored token is refreshed (checked every 10 s). */
  tokenTime: 3000,
  homePath: '/wel/index',
  loginPath: '/login',
  lockPath: '/lock',
  primaryColor: '#409EFF',
} as const;
