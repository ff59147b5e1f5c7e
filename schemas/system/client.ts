import { defineEntity, required } from '../../engine/schema';

/**
 * OAuth clients (spec §7 "Auth"): the `Authorization: Basic` credentials a console or app signs in with,
 * and the token lifetimes it gets (the token endpoint reads them from this record). Platform-wide, so
 * managed by the platform administrator only. The secret is a kept credential (`secret`): every read sends
 * it masked (`sa********et`), and an edit that sends the mask back, or leaves it empty, keeps it.
 */
export default defineEntity({
  name: 'system.client',
  title: { zh: '应用管理', en: 'Clients' },
  route: '/system/client',
  menu: { parent: 'system', sort: 8, icon: 'appstore' },
  platformOnly: true,
  permission: 'client',
  api: { service: 'blade-system', entity: 'client' },
  storage: { table: 'blade_client', audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'clientId',
      label: { zh: '应用ID', en: 'Client ID' },
      search: true,
      unique: true,
      maxLength: 48,
      rules: [required('请输入应用ID', 'Please enter the client ID')],
    },
    {
      prop: 'clientSecret',
      label: { zh: '应用密钥', en: 'Client secret' },
      maxLength: 256,
      secret: true,
      help: {
        zh: '只显示前后几位；不修改时保持原值',
        en: 'Only the first and last characters are shown; leave it as is to keep the stored secret',
      },
      rules: [required('请输入应用密钥', 'Please enter the client secret')],
    },
    { prop: 'resourceIds', label: { zh: '资源集合', en: 'Resource IDs' }, maxLength: 255, table: { hide: true } },
    {
      prop: 'scope',
      label: { zh: '授权范围', en: 'Scope' },
      maxLength: 255,
      default: 'all',
      rules: [required('请输入授权范围', 'Please enter the scope')],
    },
    {
      prop: 'authorizedGrantTypes',
      label: { zh: '授权类型', en: 'Grant types' },
      maxLength: 255,
      default: 'refresh_token,password,captcha',
      rules: [required('请输入授权类型', 'Please enter the grant types')],
    },
    {
      prop: 'webServerRedirectUri',
      label: { zh: '回调地址', en: 'Redirect URI' },
      maxLength: 255,
      table: { hide: true },
    },
    { prop: 'authorities', label: { zh: '权限', en: 'Authorities' }, maxLength: 255, table: { hide: true } },
    {
      prop: 'accessTokenValidity',
      label: { zh: '令牌过期秒数', en: 'Access token lifetime (s)' },
      type: 'number',
      min: 60,
      max: 31536000,
      default: 3600,
      rules: [required('请输入令牌过期秒数', 'Please enter the access token lifetime')],
    },
    {
      prop: 'refreshTokenValidity',
      label: { zh: '刷新令牌过期秒数', en: 'Refresh token lifetime (s)' },
      type: 'number',
      min: 60,
      max: 31536000,
      default: 604800,
      rules: [required('请输入刷新令牌过期秒数', 'Please enter the refresh token lifetime')],
    },
    {
      prop: 'additionalInformation',
      label: { zh: '附加说明', en: 'Additional information' },
      type: 'textarea',
      maxLength: 4096,
      table: { hide: true },
    },
    { prop: 'autoapprove', label: { zh: '自动授权', en: 'Auto-approve' }, maxLength: 255, table: { hide: true } },
  ],
});
