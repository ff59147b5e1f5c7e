/** Every text of the console shell, in both languages, under the `app` namespace. */
import { addMessages } from '../engine/i18n';

export const APP_NS = 'app';

addMessages(APP_NS, {
  zh: {
    site: '玩具车共享运营平台',
    siteShort: '玩具车',
    loading: '加载中…',
    lang: { label: '语言', zh: '中文', en: 'English' },
    login: {
      title: '登录',
      heading: '账号登录',
      tenantId: '租户编号',
      username: '账号',
      password: '密码',
      code: '验证码',
      captchaAlt: '验证码，点击刷新',
      submit: '登 录',
      tenantRequired: '请输入租户编号',
      usernameRequired: '请输入账号',
      passwordRequired: '请输入密码',
      codeRequired: '请输入验证码',
      failed: '登录失败',
    },
    wel: { title: '首页', greeting: '欢迎回来，{{name}}', intro: '从左侧菜单选择要管理的业务。' },
    menu: { empty: '暂无可用菜单，请联系管理员授权', collapse: '收起菜单', expand: '展开菜单' },
    header: { logout: '退出登录', logoutTitle: '提示', logoutConfirm: '退出系统, 是否继续?', ok: '确定', cancel: '取消' },
    error: {
      403: '抱歉，您无权访问此页面',
      404: '抱歉，您访问的页面不存在',
      500: '抱歉，服务器出错了',
      home: '返回首页',
      reload: '重新加载',
    },
  },
  en: {
    site: 'Toy Car Sharing Console',
    siteShort: 'Toy Car',
    loading: 'Loading…',
    lang: { label: 'Language', zh: '中文', en: 'English' },
    login: {
      title: 'Login',
      heading: 'Sign in',
      tenantId: 'Tenant ID',
      username: 'Account',
      password: 'Password',
      code: 'Captcha',
      captchaAlt: 'Captcha, click to refresh',
      submit: 'Log in',
      tenantRequired: 'Please enter the tenant ID',
      usernameRequired: 'Please enter the account',
      passwordRequired: 'Please enter the password',
      codeRequired: 'Please enter the captcha',
      failed: 'Login failed',
    },
    wel: { title: 'Home', greeting: 'Welcome back, {{name}}', intro: 'Choose what to manage from the menu on the left.' },
    menu: { empty: 'No menu is available; ask an administrator for access', collapse: 'Collapse menu', expand: 'Expand menu' },
    header: { logout: 'Log out', logoutTitle: 'Confirm', logoutConfirm: 'Log out of the system?', ok: 'OK', cancel: 'Cancel' },
    error: {
      403: 'Sorry, you are not allowed to open this page',
      404: 'Sorry, the page you visited does not exist',
      500: 'Sorry, something went wrong on the server',
      home: 'Back home',
      reload: 'Reload',
    },
  },
});
