/**
 * Facts about the other side of the contract, written down as data for the contract suites (never code
 * taken from them):
 *
 * - `BLADEX_FIELDS`: the wire fields of SpringBlade's entity classes (`blade-service-api/*\/entity/*.java`
 *   and `blade-ops/blade-develop/.../entity`), each mapped to the schema here that stores it. Audit fields
 *   come from BaseEntity (id, createUser, createDept, createTime, updateUser, updateTime, status,
 *   isDeleted), plus tenantId for TenantEntity.
 * - `SABER_SCREENS`: what the Saber front end (its `src/api/**` calls and the avue options of
 *   `src/views/**`) sends for each system screen: the list call with its paging, whether it reads the
 *   answer as a tree, the add form's fields — display-only ones included, as avue sends them (`$x` labels of
 *   dictionary columns, `password2`, read-only names) — and the edit it makes.
 *
 * docs/contract.md tells the same mapping in prose.
 */

const BASE = ['id', 'createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status', 'isDeleted'];
const TENANT_BASE = [...BASE, 'tenantId'];

export interface EntityFacts {
  /** SpringBlade's class. */
  bladex: string;
  /** Our schema storing it. */
  schema: string;
  fields: string[];
}

export const BLADEX_FIELDS: EntityFacts[] = [
  {
    bladex: 'Tenant',
    schema: 'system.tenant',
    fields: [...BASE, 'tenantId', 'tenantName', 'domain', 'linkman', 'contactNumber', 'address'],
  },
  {
    bladex: 'User',
    schema: 'system.user',
    fields: [
      ...TENANT_BASE,
      'code',
      'account',
      'password',
      'name',
      'realName',
      'avatar',
      'email',
      'phone',
      'birthday',
      'sex',
      'roleId',
      'deptId',
      'postId',
    ],
  },
  {
    bladex: 'Dept',
    schema: 'system.dept',
    fields: ['id', 'tenantId', 'parentId', 'ancestors', 'deptName', 'fullName', 'sort', 'remark', 'isDeleted'],
  },
  {
    bladex: 'Role',
    schema: 'system.role',
    fields: ['id', 'tenantId', 'parentId', 'roleName', 'sort', 'roleAlias', 'isDeleted'],
  },
  {
    bladex: 'Menu',
    schema: 'system.menu',
    fields: [
      'id',
      'parentId',
      'code',
      'name',
      'alias',
      'path',
      'source',
      'sort',
      'category',
      'action',
      'isOpen',
      'remark',
      'isDeleted',
    ],
  },
  {
    bladex: 'Dict',
    schema: 'system.dictChild',
    fields: ['id', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'remark', 'isDeleted'],
  },
  { bladex: 'Param', schema: 'system.param', fields: [...BASE, 'paramName', 'paramKey', 'paramValue', 'remark'] },
  {
    bladex: 'Post',
    schema: 'system.post',
    fields: [...TENANT_BASE, 'category', 'postCode', 'postName', 'sort', 'remark'],
  },
  {
    bladex: 'Region',
    schema: 'system.region',
    fields: [
      'code',
      'parentCode',
      'ancestors',
      'name',
      'provinceCode',
      'provinceName',
      'cityCode',
      'cityName',
      'districtCode',
      'districtName',
      'townCode',
      'townName',
      'villageCode',
      'villageName',
      'level',
      'sort',
      'remark',
    ],
  },
  { bladex: 'TopMenu', schema: 'system.topMenu', fields: [...TENANT_BASE, 'code', 'name', 'source', 'path', 'sort'] },
  {
    bladex: 'AuthClient',
    schema: 'system.client',
    fields: [
      ...BASE,
      'clientId',
      'clientSecret',
      'resourceIds',
      'scope',
      'authorizedGrantTypes',
      'webServerRedirectUri',
      'authorities',
      'accessTokenValidity',
      'refreshTokenValidity',
      'additionalInformation',
      'autoapprove',
    ],
  },
  {
    bladex: 'DataScope',
    schema: 'system.dataScope',
    fields: [
      ...BASE,
      'menuId',
      'resourceCode',
      'scopeName',
      'scopeField',
      'scopeClass',
      'scopeColumn',
      'scopeType',
      'scopeValue',
      'remark',
    ],
  },
  {
    bladex: 'ApiScope',
    schema: 'system.apiScope',
    fields: [...BASE, 'menuId', 'resourceCode', 'scopeName', 'scopePath', 'scopeType', 'remark'],
  },
  { bladex: 'Notice', schema: 'desk.notice', fields: [...BASE, 'title', 'category', 'releaseTime', 'content'] },
  {
    bladex: 'Datasource',
    schema: 'develop.datasource',
    fields: [...BASE, 'name', 'driverClass', 'url', 'username', 'password', 'remark'],
  },
];

/** The entities of the issue's list that have no screen here (BladeX's code generator). */
export const BLADEX_NOT_SERVED = ['Code'];

type Body = Record<string, unknown>;

export interface SaberScreen {
  /** The screen, as Saber names its view. */
  view: string;
  /** `/api/{service}/{entity}` of its calls. */
  base: string;
  /** Saber reads the list answer as a whole tree (an array of nodes with children). */
  tree: boolean;
  /** Search parameters the screen's search form may add to the list call. */
  search?: Body;
  /**
   * The add form's body as avue posts it (ids the test fills in are functions of the fixture). A `$x` key
   * is avue's display label of the dictionary column `x`.
   */
  add(fx: Fixture): Body;
  /** What the edit form changes on the row it loaded (by `detail`) before posting it back. */
  edit: Body;
  /** How to find the added row again in the list answer. */
  key: [prop: string, value: unknown];
  /** The op the edit form posts to: `submit` (most screens) or `update` (SpringBlade's user screen). */
  editOp?: 'submit' | 'update';
  /** BladeX's own remove takes `id` (region) instead of `ids`. */
  removeParam?: 'id' | 'ids';
  /** The platform administrator's screen only. */
  platformOnly?: boolean;
}

/** Rows of the seeded database a body refers to. */
export interface Fixture {
  roleId: string;
  deptId: string;
  menuId: string;
  tag: string;
}

export const SABER_SCREENS: SaberScreen[] = [
  {
    view: 'system/user.vue',
    // Saber (4.2 on) calls the user service under blade-system, and edits through `update`.
    base: '/api/blade-system/user',
    editOp: 'update',
    tree: false,
    search: { account: 'saber', realName: '' },
    add: (fx) => ({
      account: `saber_${fx.tag}`,
      tenantId: '000000',
      password: 'Saber123',
      password2: 'Saber123',
      name: 'Saber',
      realName: '赛博',
      roleId: fx.roleId,
      deptId: fx.deptId,
      code: `U${fx.tag}`,
      phone: '13800138000',
      email: 'saber@example.com',
      sex: 1,
      $sex: '男',
      birthday: '2000-01-01 00:00:00',
    }),
    edit: { realName: '赛博二号', statusName: '启用', roleName: '超级管理员', deptName: '玩具车共享平台', $sex: '女' },
    key: ['account', 'saber_'],
  },
  {
    view: 'system/dept.vue',
    base: '/api/blade-system/dept',
    tree: true,
    search: { deptName: '' },
    add: (fx) => ({
      deptName: `部门${fx.tag}`,
      fullName: `赛博部门${fx.tag}`,
      parentId: fx.deptId,
      sort: 9,
      remark: '',
    }),
    edit: { fullName: '赛博部门（改）', tenantName: '管理组', parentName: '玩具车共享平台', hasChildren: false },
    key: ['deptName', '部门'],
  },
  {
    view: 'system/post.vue',
    base: '/api/blade-system/post',
    tree: false,
    add: (fx) => ({
      category: 1,
      $category: '高层',
      postCode: `p${fx.tag}`,
      postName: `岗位${fx.tag}`,
      sort: 1,
      remark: '',
    }),
    edit: { postName: '岗位（改）', categoryName: '高层' },
    key: ['postCode', 'p'],
  },
  {
    view: 'authority/role.vue',
    base: '/api/blade-system/role',
    tree: true,
    search: { roleName: '', roleAlias: '' },
    add: (fx) => ({ roleName: `角色${fx.tag}`, roleAlias: `r${fx.tag}`, parentId: fx.roleId, sort: 3 }),
    edit: { roleName: '角色（改）', parentName: '超级管理员', tenantName: '管理组', $parentId: '超级管理员' },
    key: ['roleAlias', 'r'],
  },
  {
    view: 'system/menu.vue',
    base: '/api/blade-system/menu',
    tree: true,
    search: { code: '', name: '' },
    add: (fx) => ({
      name: `菜单${fx.tag}`,
      path: `/saber/${fx.tag}`,
      parentId: fx.menuId,
      source: 'iconfont iconicon_work',
      code: `m${fx.tag}`,
      category: 1,
      $category: '菜单',
      alias: 'menu',
      action: 0,
      $action: '工具栏',
      sort: 99,
      isOpen: 1,
      $isOpen: '否',
      remark: '',
    }),
    edit: { name: '菜单（改）', parentName: '系统管理', categoryName: '菜单', actionName: '工具栏', isOpenName: '否' },
    key: ['code', 'm'],
    platformOnly: true,
  },
  {
    view: 'system/dict.vue',
    base: '/api/blade-system/dict',
    tree: true,
    search: { code: '', dictValue: '' },
    add: (fx) => ({
      code: `saber_${fx.tag}`,
      dictValue: `字典${fx.tag}`,
      parentId: 0,
      dictKey: -1,
      sort: 1,
      remark: '',
    }),
    edit: { dictValue: '字典（改）', parentName: '顶级', $isSealed: '否' },
    key: ['code', 'saber_'],
  },
  {
    view: 'system/param.vue',
    base: '/api/blade-system/param',
    tree: false,
    search: { paramName: '', paramKey: '' },
    add: (fx) => ({ paramName: `参数${fx.tag}`, paramKey: `saber.${fx.tag}`, paramValue: 'v' }),
    edit: { paramValue: 'v2', $index: 0 },
    key: ['paramKey', 'saber.'],
  },
  {
    view: 'system/tenant.vue',
    base: '/api/blade-system/tenant',
    tree: false,
    search: { tenantId: '', tenantName: '', contactNumber: '' },
    // BladeX makes the tenant id: the add form has no tenantId field.
    add: (fx) => ({
      tenantName: `租户${fx.tag}`,
      linkman: '赛博',
      contactNumber: '13800138000',
      address: '上海',
      domain: `t${fx.tag}.example.com`,
    }),
    edit: { linkman: '赛博二号', $cellEdit: false },
    key: ['tenantName', '租户'],
    platformOnly: true,
  },
  {
    view: 'system/client.vue',
    base: '/api/blade-system/client',
    tree: false,
    search: { clientId: '', clientSecret: '' },
    add: (fx) => ({
      clientId: `c${fx.tag}`,
      clientSecret: `secret_${fx.tag}_long`,
      authorizedGrantTypes: 'refresh_token,password,authorization_code',
      scope: 'all',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
      webServerRedirectUri: 'http://localhost:1888',
      resourceIds: '',
      authorities: '',
      autoapprove: '',
      additionalInformation: '',
    }),
    // The edit form reloads the row by `detail` (masked secret) and posts it back.
    edit: { accessTokenValidity: 7200 },
    key: ['clientId', 'c'],
    platformOnly: true,
  },
  {
    view: 'system/topmenu.vue',
    base: '/api/blade-system/topmenu',
    tree: false,
    search: { code: '', name: '' },
    add: (fx) => ({ name: `顶部${fx.tag}`, source: 'iconfont icon-home', code: `top${fx.tag}`, sort: 9, path: '' }),
    edit: { name: '顶部（改）' },
    key: ['code', 'top'],
  },
  {
    view: 'authority/datascope.vue (scope drawer)',
    base: '/api/blade-system/data-scope',
    tree: false,
    add: (fx) => ({
      menuId: fx.menuId,
      resourceCode: 'param',
      scopeName: `范围${fx.tag}`,
      scopeColumn: 'create_user',
      scopeType: 2,
      $scopeType: '本人可见',
      scopeField: '*',
      scopeClass: 'org.springblade.system.entity.Param',
      scopeValue: '',
      remark: '',
    }),
    edit: { scopeName: '范围（改）', scopeTypeName: '本人可见' },
    key: ['scopeName', '范围'],
    platformOnly: true,
  },
  {
    view: 'authority/apiscope.vue (scope drawer)',
    base: '/api/blade-system/api-scope',
    tree: false,
    add: (fx) => ({
      menuId: fx.menuId,
      resourceCode: 'param',
      scopeName: `接口${fx.tag}`,
      scopePath: '/api/blade-system/param/**',
      scopeType: 1,
      $scopeType: '全部接口',
      remark: '',
    }),
    edit: { scopeName: '接口（改）' },
    key: ['scopeName', '接口'],
    platformOnly: true,
  },
  {
    view: 'desk/notice.vue',
    base: '/api/blade-desk/notice',
    tree: false,
    search: { title: '', category: '', releaseTime: '' },
    add: (fx) => ({
      title: `通知${fx.tag}`,
      category: 1,
      $category: '发布通知',
      releaseTime: '2026-01-01 10:00:00',
      content: '<p>hello</p>',
    }),
    edit: { title: '通知（改）', categoryName: '发布通知' },
    key: ['title', '通知'],
  },
  {
    view: 'tool/datasource.vue',
    base: '/api/blade-develop/datasource',
    tree: false,
    add: (fx) => ({
      name: `ds${fx.tag}`,
      driverClass: 'com.mysql.cj.jdbc.Driver',
      $driverClass: 'com.mysql.cj.jdbc.Driver',
      username: 'root',
      password: 'root_password',
      url: 'jdbc:mysql://localhost:3306/bladex',
      remark: '',
    }),
    edit: { remark: '改' },
    key: ['name', 'ds'],
    platformOnly: true,
  },
];
