import { defineCatalog } from '../../engine/schema';

/** Dictionaries the system screens use; seeded into blade_dict on first start (sealed ones are protected). */
export default defineCatalog({
  dicts: [
    {
      code: 'yes_no',
      title: { zh: '是否', en: 'Yes / no' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '否', en: 'No' } },
        { key: 1, label: { zh: '是', en: 'Yes' } },
      ],
    },
    {
      code: 'enable_status',
      title: { zh: '启用状态', en: 'Enabled status' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '停用', en: 'Disabled' } },
        { key: 1, label: { zh: '启用', en: 'Enabled' } },
      ],
    },
    {
      code: 'sex',
      title: { zh: '性别', en: 'Sex' },
      items: [
        { key: 1, label: { zh: '男', en: 'Male' } },
        { key: 2, label: { zh: '女', en: 'Female' } },
        { key: 3, label: { zh: '未知', en: 'Unknown' } },
      ],
    },
    {
      code: 'user_type',
      title: { zh: '用户平台', en: 'User platform' },
      sealed: true,
      items: [
        { key: 1, label: { zh: 'WEB', en: 'Web' } },
        { key: 2, label: { zh: 'APP', en: 'App' } },
        { key: 3, label: { zh: '其他', en: 'Other' } },
      ],
    },
    {
      code: 'menu_category',
      title: { zh: '菜单类型', en: 'Menu type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '菜单', en: 'Menu' } },
        { key: 2, label: { zh: '按钮', en: 'Button' } },
      ],
    },
    {
      code: 'button_func',
      title: { zh: '按钮功能', en: 'Button placement' },
      sealed: true,
      items: [
        { key: 0, label: { zh: '工具栏', en: 'Toolbar' } },
        { key: 1, label: { zh: '操作栏', en: 'Row' } },
        { key: 2, label: { zh: '工具操作栏', en: 'Toolbar and row' } },
      ],
    },
    {
      code: 'menu_open',
      title: { zh: '打开方式', en: 'Opens in' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '当前窗口', en: 'This window' } },
        { key: 2, label: { zh: '新窗口', en: 'A new window' } },
      ],
    },
  ],
});
