import { defineEntity, required } from '../../engine/schema';

/**
 * Data sources (spec §7 "Datasource"; BladeX blade-develop blade_datasource): database connections a
 * tenant can be bound to (POST blade-system/tenant/datasource). Platform-wide (not tenant-scoped).
 *
 * Fields: name, driverClass (dict `datasource_driver`), url (JDBC-style address), username, password,
 * remark. The password must stay usable for connecting, so it is a kept credential stored encrypted at
 * rest with the server's key (`secret: 'encrypted'`, SECRET_KEY), not hashed: reads send `********`, and
 * an edit that leaves it masked or empty keeps it; typing a new one replaces it.
 */
export default defineEntity({
  name: 'develop.datasource',
  title: { zh: '数据源管理', en: 'Data sources' },
  route: '/tool/datasource',
  menu: { parent: 'tool', sort: 2, icon: 'database' },
  platformOnly: true,
  permission: 'datasource',
  api: { service: 'blade-develop', entity: 'datasource' },
  storage: { table: 'blade_datasource', audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'name',
      label: { zh: '名称', en: 'Name' },
      search: true,
      unique: true,
      maxLength: 100,
      rules: [required('请输入数据源名称', 'Please enter the name')],
    },
    {
      prop: 'driverClass',
      label: { zh: '驱动类', en: 'Driver' },
      type: 'select',
      dict: 'datasource_driver',
      search: { mode: 'exact' },
      maxLength: 100,
      rules: [required('请选择驱动类', 'Please choose the driver')],
    },
    {
      prop: 'url',
      label: { zh: '连接地址', en: 'URL' },
      maxLength: 500,
      form: { span: 24 },
      rules: [required('请输入连接地址', 'Please enter the connection URL')],
    },
    {
      prop: 'username',
      label: { zh: '用户名', en: 'User name' },
      maxLength: 100,
      rules: [required('请输入用户名', 'Please enter the user name')],
    },
    {
      prop: 'password',
      label: { zh: '密码', en: 'Password' },
      type: 'password',
      secret: 'encrypted',
      maxLength: 100,
      // The stored form is the encrypted text, longer than the typed password.
      db: { length: 500 },
      table: false,
      view: false,
      // Optional: a database on trusted local auth (PostgreSQL trust, MariaDB root on the socket) has none,
      // and the demo's sources are seeded without one (a seed does not hold the server's key).
      help: {
        zh: '不修改时保持原值；无密码的数据库留空',
        en: 'Leave it as is to keep the stored password; empty for a database without one',
      },
    },
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
  ],
});
