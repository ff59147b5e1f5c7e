import { defineEntity, required } from '../../engine/schema';

const NAME = '^[a-zA-Z_][a-zA-Z0-9_]*$';

/**
 * Code-generator entries (spec §1 "code generator", §7 `gen-code` with ids and system `saber`, `copy`;
 * BladeX blade-develop blade_code). An entry names a table of a data source (empty: the console's own
 * database); generating reads the table's columns and writes a schema file under schemas/ (its screen and
 * API after the next start), a catalog of the dictionaries it found, and the menu and button rows. A file
 * that exists already is merged by `prop`: new columns are added, everything an administrator changed stays.
 *
 * BladeX's fields keep their names (datasourceId, codeName, serviceName, tableName, tablePrefix, pkName,
 * packageName, baseMode, wrapMode); entityName, menuParent, options and schemaFile are the console's own.
 * The server half is plugins/codegen (preview with the diff against the file on disk, gen-code, copy).
 */
export default defineEntity({
  name: 'develop.code',
  title: { zh: '代码生成', en: 'Code generator' },
  route: '/tool/code',
  menu: { parent: 'tool', sort: 1, icon: 'file' },
  platformOnly: true,
  permission: 'code',
  api: { service: 'blade-develop', entity: 'code' },
  storage: { table: 'blade_code', audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  dialog: { width: 900, closeOnClickOutside: false },
  columns: [
    {
      prop: 'datasourceId',
      label: { zh: '数据源', en: 'Data source' },
      type: 'select',
      ref: { schema: 'develop.datasource', label: 'name' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      form: { span: 24 },
      help: {
        zh: '留空表示本系统自己的数据库',
        en: "Leave it empty for the console's own database",
      },
    },
    {
      prop: 'codeName',
      label: { zh: '模块名', en: 'Module name' },
      search: true,
      maxLength: 64,
      help: { zh: '新页面的中文标题，例如「门店巡检」', en: 'Title of the new screen, e.g. 门店巡检 (Store patrols)' },
      rules: [required('请输入模块名', 'Please enter the module name')],
    },
    {
      prop: 'serviceName',
      label: { zh: '服务名', en: 'Service name' },
      search: true,
      maxLength: 64,
      help: { zh: '接口路径 /api/{服务名}/… 的服务，例如 share-biz', en: 'The service of /api/{service}/…, e.g. share-biz' },
      rules: [
        required('请输入服务名', 'Please enter the service name'),
        {
          pattern: '^[a-zA-Z0-9_-]+$',
          message: { zh: '服务名只能包含字母、数字、- 和 _', en: 'Use letters, digits, - and _ in the service name' },
        },
      ],
    },
    {
      prop: 'tableName',
      label: { zh: '表名', en: 'Table name' },
      search: true,
      maxLength: 64,
      rules: [
        required('请输入表名', 'Please enter the table name'),
        { pattern: NAME, message: { zh: '表名只能包含字母、数字和 _', en: 'Use letters, digits and _ in the table name' } },
      ],
    },
    {
      prop: 'tablePrefix',
      label: { zh: '表前缀', en: 'Table prefix' },
      maxLength: 32,
      table: { hide: true },
      help: { zh: '生成实体名时去掉的前缀，例如 biz_', en: 'Left out of the entity name, e.g. biz_' },
      rules: [
        { pattern: NAME, message: { zh: '表前缀只能包含字母、数字和 _', en: 'Use letters, digits and _ in the prefix' } },
      ],
    },
    {
      prop: 'pkName',
      label: { zh: '主键名', en: 'Primary key' },
      default: 'id',
      maxLength: 32,
      table: { hide: true },
      rules: [{ pattern: NAME, message: { zh: '主键名只能包含字母、数字和 _', en: 'Use letters, digits and _ in the key' } }],
    },
    {
      prop: 'entityName',
      label: { zh: '实体名', en: 'Entity name' },
      maxLength: 64,
      table: { hide: true },
      help: {
        zh: '接口路径中的实体段，留空则由表名去掉前缀得到',
        en: 'The entity segment of the API path; empty: the table name without its prefix',
      },
      rules: [
        {
          pattern: '^[a-z][a-zA-Z0-9]*$',
          message: { zh: '实体名以小写字母开头，只含字母和数字', en: 'Start the entity name with a small letter; letters and digits only' },
        },
      ],
    },
    {
      prop: 'packageName',
      label: { zh: '包名', en: 'Package' },
      maxLength: 128,
      table: { hide: true },
      help: {
        zh: '最后一段作为 schema 的领域，例如 org.springblade.shop → shop',
        en: 'Its last segment is the schema domain, e.g. org.springblade.shop → shop',
      },
      rules: [
        {
          pattern: '^[a-zA-Z][a-zA-Z0-9_.]*$',
          message: { zh: '包名只能包含字母、数字、_ 和 .', en: 'Use letters, digits, _ and . in the package' },
        },
      ],
    },
    {
      prop: 'menuParent',
      label: { zh: '上级菜单', en: 'Menu group' },
      type: 'select',
      dict: { url: '/api/blade-develop/code/menu-groups', label: 'name', value: 'code' },
      maxLength: 64,
      rules: [required('请选择上级菜单', 'Please choose the menu group')],
    },
    {
      prop: 'baseMode',
      label: { zh: '基础业务', en: 'Base columns' },
      type: 'radio',
      dict: 'yes_no',
      db: { type: 'int' },
      default: 1,
      table: { hide: true },
      help: {
        zh: '是：表中的租户、审计和删除标记列由服务端管理',
        en: 'Yes: the tenant, audit and deletion columns of the table are managed by the server',
      },
    },
    {
      prop: 'wrapMode',
      label: { zh: '包装器', en: 'Smart types' },
      type: 'radio',
      dict: 'yes_no',
      db: { type: 'int' },
      default: 1,
      table: { hide: true },
      help: {
        zh: '是：按列名识别状态、时间、电话、邮箱、网址等，配上字典和校验',
        en: 'Yes: status, time, phone, email, URL… columns get dictionaries and validators from their names',
      },
    },
    {
      prop: 'options',
      label: { zh: '选项', en: 'Options' },
      type: 'checkbox',
      dict: 'codegen_option',
      maxLength: 128,
      form: { span: 24 },
      table: { hide: true },
    },
    {
      prop: 'schemaFile',
      label: { zh: '生成文件', en: 'Schema file' },
      maxLength: 200,
      form: { span: 24 },
      table: { hide: true },
      help: {
        zh: 'schemas/ 下的相对路径，例如 shop/store-patrol.json；留空则按领域和实体名生成',
        en: 'A path under schemas/, e.g. shop/store-patrol.json; empty: made from the domain and entity',
      },
      rules: [
        {
          pattern: '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_.-]*)*\\.json$',
          message: {
            zh: '请输入 schemas/ 下以 .json 结尾的相对路径（小写字母、数字、-、_）',
            en: 'Enter a path under schemas/ ending in .json (small letters, digits, - and _)',
          },
        },
      ],
    },
  ],
  actions: [
    {
      key: 'preview',
      label: { zh: '预览', en: 'Preview' },
      scope: 'row',
      plugin: 'codegen',
      method: 'GET',
      params: 'id',
    },
    {
      key: 'gen',
      label: { zh: '代码生成', en: 'Generate' },
      scope: 'batch',
      endpoint: 'gen-code',
      plugin: 'codegen',
    },
    {
      key: 'copy',
      label: { zh: '复制', en: 'Copy' },
      scope: 'row',
      params: 'id',
      plugin: 'codegen',
      success: { zh: '复制成功', en: 'Copied' },
    },
  ],
});
