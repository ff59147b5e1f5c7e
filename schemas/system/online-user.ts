import { defineEntity } from '../../engine/schema';

const shown = { form: false } as const;

/**
 * Online users (SERVICE-MAP: blade-system/onlinehistory): one row per sign-in session, written by the server
 * (server/auth/sessions.ts). A log-in opens a session whose id (`sessionId`) travels in the access and
 * refresh tokens; refreshing keeps it alive (`lastActiveTime`, `expireTime` = end of the refresh token's
 * lifetime); log-out or "force offline" closes it (`status` 0), and from then on every token of that
 * session is refused with 401 — so signing out really ends a session, on every device that held it.
 * Per tenant; list + view; the `offline` action (button `online_user_offline`) closes the chosen sessions.
 */
export default defineEntity({
  name: 'system.onlineUser',
  title: { zh: '在线用户', en: 'Online users' },
  route: '/log/online',
  menu: { parent: 'log', sort: 0, icon: 'user' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '在线记录由登录和退出写入，不能手工新增、修改或删除',
      en: 'Online history is written by signing in and out and cannot be added, changed or removed by hand',
    },
    instead: { zh: '要让某人下线，请用行上的下线操作', en: "To end someone's session use the row's sign-out action" },
  },
  permission: 'online_user',
  api: { service: 'blade-system', entity: 'onlinehistory' },
  storage: {
    table: 'blade_online_history',
    tenant: true,
    indexes: [['sessionId'], ['tenantId', 'loginTime'], ['status', 'expireTime']],
  },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'loginTime', order: 'desc' } },
  columns: [
    { prop: 'account', label: { zh: '登录账号', en: 'Account' }, maxLength: 64, search: true, ...shown },
    { prop: 'realName', label: { zh: '用户姓名', en: 'Name' }, maxLength: 64, search: true, ...shown },
    { prop: 'userId', label: { zh: '用户ID', en: 'User ID' }, maxLength: 32, table: { hide: true }, ...shown },
    {
      prop: 'status',
      label: { zh: '状态', en: 'Status' },
      type: 'select',
      dict: 'online_status',
      db: { type: 'int' },
      search: true,
      table: { width: 90 },
      ...shown,
    },
    { prop: 'clientId', label: { zh: '客户端', en: 'Client' }, maxLength: 64, table: { width: 100 }, ...shown },
    {
      prop: 'remoteIp',
      label: { zh: '登录IP', en: 'IP' },
      maxLength: 64,
      search: true,
      table: { width: 130 },
      ...shown,
    },
    {
      prop: 'userAgent',
      label: { zh: '浏览器', en: 'Browser' },
      maxLength: 500,
      table: { ellipsis: true },
      ...shown,
    },
    {
      prop: 'loginTime',
      label: { zh: '登录时间', en: 'Signed in' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...shown,
    },
    {
      prop: 'lastActiveTime',
      label: { zh: '最近活动', en: 'Last active' },
      type: 'datetime',
      table: { width: 170 },
      ...shown,
    },
    { prop: 'expireTime', label: { zh: '过期时间', en: 'Expires' }, type: 'datetime', table: { width: 170 }, ...shown },
    { prop: 'sessionId', label: { zh: '会话ID', en: 'Session ID' }, maxLength: 32, table: { hide: true }, ...shown },
  ],
  actions: [
    {
      key: 'offline',
      label: { zh: '强制下线', en: 'Force offline' },
      scope: 'batch',
      params: 'ids',
      danger: true,
      confirm: {
        zh: '确定让所选会话下线? 这些会话的令牌将立即失效。',
        en: 'Sign the chosen sessions out? Their tokens stop working at once.',
      },
      // The server's own route also drops the sessions from its in-memory check at once.
      effect: { set: { status: 0 } },
      success: { zh: '已强制下线', en: 'Signed out' },
    },
  ],
});
