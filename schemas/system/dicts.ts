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
        { key: 0, label: { zh: '停用', en: 'Disabled' }, tone: 'error' },
        { key: 1, label: { zh: '启用', en: 'Enabled' }, tone: 'success' },
      ],
    },
    {
      code: 'sex',
      title: { zh: '性别', en: 'Gender' },
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
    {
      code: 'data_scope_type',
      title: { zh: '数据权限类型', en: 'Data scope type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '全部可见', en: 'All rows' } },
        { key: 2, label: { zh: '本人可见', en: 'Own rows' } },
        { key: 3, label: { zh: '所在机构可见', en: 'Own department' } },
        { key: 4, label: { zh: '所在机构及子级可见', en: 'Own department and below' } },
        { key: 5, label: { zh: '自定义', en: 'Custom' } },
      ],
    },
    {
      code: 'api_scope_type',
      title: { zh: '接口权限类型', en: 'API scope type' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '全部请求', en: 'Every method' } },
        { key: 2, label: { zh: '查询请求(GET)', en: 'Reads (GET)' } },
        { key: 3, label: { zh: '写入请求(POST/PUT/DELETE)', en: 'Writes (POST/PUT/DELETE)' } },
      ],
    },
    {
      code: 'dept_category',
      title: { zh: '机构类型', en: 'Department type' },
      items: [
        { key: 1, label: { zh: '公司', en: 'Company' } },
        { key: 2, label: { zh: '部门', en: 'Department' } },
        { key: 3, label: { zh: '小组', en: 'Group' } },
      ],
    },
    {
      code: 'post_category',
      title: { zh: '岗位类型', en: 'Post category' },
      items: [
        { key: 1, label: { zh: '高层', en: 'Senior management' } },
        { key: 2, label: { zh: '中层', en: 'Middle management' } },
        { key: 3, label: { zh: '基层', en: 'Frontline staff' } },
        { key: 4, label: { zh: '其他', en: 'Other' } },
      ],
    },
    {
      code: 'notice',
      title: { zh: '通知类型', en: 'Notice category' },
      items: [
        { key: 1, label: { zh: '发布通知', en: 'Release' } },
        { key: 2, label: { zh: '批转通知', en: 'Circulated' } },
        { key: 3, label: { zh: '转发通知', en: 'Forwarded' } },
        { key: 4, label: { zh: '指示通知', en: 'Directive' } },
        { key: 5, label: { zh: '其他通知', en: 'Other' } },
      ],
    },
    {
      code: 'notice_status',
      title: { zh: '通知发布状态', en: 'Notice status' },
      items: [
        { key: 0, label: { zh: '草稿', en: 'Draft' }, tone: 'default' },
        { key: 1, label: { zh: '已发布', en: 'Published' }, tone: 'success' },
        { key: 2, label: { zh: '已撤回', en: 'Withdrawn' }, tone: 'warning' },
      ],
    },
    {
      code: 'region_level',
      title: { zh: '区划层级', en: 'Region level' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '省份', en: 'Province' } },
        { key: 2, label: { zh: '地市', en: 'City' } },
        { key: 3, label: { zh: '区县', en: 'District' } },
        { key: 4, label: { zh: '乡镇', en: 'Town' } },
        { key: 5, label: { zh: '村委', en: 'Village' } },
      ],
    },
    {
      // The same levels under SpringBlade's code: the open-source Saber's region form reads `region`.
      code: 'region',
      title: { zh: '行政区划', en: 'Region levels' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '省份', en: 'Province' } },
        { key: 2, label: { zh: '地市', en: 'City' } },
        { key: 3, label: { zh: '区县', en: 'District' } },
        { key: 4, label: { zh: '乡镇', en: 'Town' } },
        { key: 5, label: { zh: '村委', en: 'Village' } },
      ],
    },
    {
      code: 'online_status',
      title: { zh: '会话状态', en: 'Session status' },
      sealed: true,
      items: [
        { key: 1, label: { zh: '在线', en: 'Online' } },
        { key: 0, label: { zh: '已下线', en: 'Signed out' } },
      ],
    },
    {
      code: 'datasource_driver',
      title: { zh: '数据源驱动', en: 'Data source driver' },
      items: [
        { key: 'org.postgresql.Driver', label: { zh: 'PostgreSQL', en: 'PostgreSQL' } },
        { key: 'com.mysql.cj.jdbc.Driver', label: { zh: 'MySQL', en: 'MySQL' } },
        { key: 'org.sqlite.JDBC', label: { zh: 'SQLite', en: 'SQLite' } },
        { key: 'oracle.jdbc.OracleDriver', label: { zh: 'Oracle', en: 'Oracle' } },
        { key: 'com.microsoft.sqlserver.jdbc.SQLServerDriver', label: { zh: 'SQL Server', en: 'SQL Server' } },
      ],
    },
  ],
});
