/**
 * The entity schema model: ONE definition gives both the TypeScript type (via TypeBox's `Static`)
 * and the JSON Schema that ajv validates with and that `.json` schema files point at for autocomplete.
 * Pure TypeScript: the server and the lint load the values; the browser only its types (the index
 * re-exports them as types, so TypeBox stays out of the console bundle).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const doc = <T extends TSchema>(schema: T, description: string): T => ({ ...schema, description });

/** Text shown to people, in both languages. */
export const I18nTextSchema = Type.Object(
  { zh: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) },
  { additionalProperties: false, description: 'Text in Chinese and English' },
);
export type I18nText = Static<typeof I18nTextSchema>;

const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const RuleSchema = Type.Object(
  {
    required: Type.Optional(Type.Boolean()),
    /** Regular expression source the value must match (strings only). */
    pattern: Type.Optional(Type.String()),
    /** Minimum / maximum: numeric value for numbers, length for strings and arrays. */
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    /** A named validator from the validator registry (e.g. `phone`, `url`). */
    validator: Type.Optional(Type.String()),
    trigger: Type.Optional(Type.Union([Type.Literal('blur'), Type.Literal('change')])),
    message: I18nTextSchema,
  },
  { additionalProperties: false, description: 'A validation rule, checked in the form and on the server' },
);
export type Rule = Static<typeof RuleSchema>;

export const DictRefSchema = Type.Union([
  doc(Type.String({ minLength: 1 }), 'A dictionary code served by /api/blade-system/dict/dictionary?code='),
  Type.Object(
    {
      url: Type.String({ pattern: '^/api/' }),
      label: Type.String(),
      value: Type.String(),
      /** The response is a tree (children) rather than a flat list. */
      tree: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false, description: 'Options loaded from an endpoint' },
  ),
]);
export type DictRef = Static<typeof DictRefSchema>;

/** Options loaded from an endpoint that answers a tree (nodes with `children`). */
const TreeDictSchema = Type.Object(
  {
    url: Type.String({ pattern: '^/api/' }),
    label: Type.String(),
    value: Type.String(),
    tree: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const SearchSpecSchema = Type.Union([
  Type.Boolean(),
  Type.Object(
    {
      /** like: `prop=%v%`; exact: `prop_equal`; range: `prop_dategt` / `prop_datelt` (dates) or `_ge`/`_le`. */
      mode: Type.Optional(Type.Union([Type.Literal('like'), Type.Literal('exact'), Type.Literal('range')])),
      order: Type.Optional(Type.Number()),
      /** Label override in the search form. */
      label: Type.Optional(I18nTextSchema),
    },
    { additionalProperties: false },
  ),
]);
export type SearchSpec = Static<typeof SearchSpecSchema>;

export const ColumnTableSchema = Type.Union([
  Type.Boolean(),
  Type.Object(
    {
      hide: Type.Optional(doc(Type.Boolean(), 'Hidden by default; the user can show it in column settings')),
      width: Type.Optional(Type.Number({ minimum: 20 })),
      fixed: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
      sortable: Type.Optional(Type.Boolean()),
      ellipsis: Type.Optional(Type.Boolean()),
      align: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')])),
    },
    { additionalProperties: false },
  ),
]);

export const ColumnFormSchema = Type.Union([
  Type.Boolean(),
  Type.Object(
    {
      /** Shown in the add dialog (default true). */
      add: Type.Optional(Type.Boolean()),
      /** Shown in the edit dialog (default true). */
      edit: Type.Optional(Type.Boolean()),
      /** Shown but not changeable: true = never typed by the user (filled by a default or a link);
       *  'edit' = typed when adding, fixed afterwards. */
      readonly: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('edit')])),
      /** Grid span out of 24 (default 12, textarea 24). */
      span: Type.Optional(Type.Number({ minimum: 1, maximum: 24 })),
      placeholder: Type.Optional(I18nTextSchema),
      order: Type.Optional(Type.Number()),
    },
    { additionalProperties: false },
  ),
]);

export const DbSpecSchema = Type.Object(
  {
    type: Type.Optional(
      Type.Union(
        ['string', 'text', 'int', 'bigint', 'decimal', 'datetime', 'date', 'boolean', 'json'].map((t) =>
          Type.Literal(t),
        ),
      ),
    ),
    length: Type.Optional(Type.Number({ minimum: 1 })),
    index: Type.Optional(Type.Boolean()),
    /** Not stored: a value computed by the server or a plugin. */
    virtual: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, description: 'Storage hints for the reference server' },
);

export const ColumnSchema = Type.Object(
  {
    prop: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$', description: 'Field name on the wire (camelCase)' }),
    label: I18nTextSchema,
    type: Type.Optional(
      doc(
        Type.String(),
        'Value type key: text, textarea, number, money, select, radio, switch, date, datetime, tree-select, image, password, json ... (plugins may add types)',
      ),
    ),
    dict: Type.Optional(DictRefSchema),
    /** Options and cell label from another entity (batched). */
    ref: Type.Optional(
      Type.Object(
        { schema: Type.String(), label: Type.String(), value: Type.Optional(Type.String()) },
        { additionalProperties: false },
      ),
    ),
    search: Type.Optional(SearchSpecSchema),
    rules: Type.Optional(Type.Array(RuleSchema)),
    table: Type.Optional(ColumnTableSchema),
    form: Type.Optional(ColumnFormSchema),
    view: Type.Optional(Type.Boolean()),
    default: Type.Optional(Scalar),
    unique: Type.Optional(doc(Type.Boolean(), 'Unique within the tenant among rows not deleted')),
    maxLength: Type.Optional(Type.Number({ minimum: 1 })),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    precision: Type.Optional(Type.Number({ minimum: 0, maximum: 6 })),
    help: Type.Optional(I18nTextSchema),
    db: Type.Optional(DbSpecSchema),
  },
  { additionalProperties: false },
);
export type Column = Static<typeof ColumnSchema>;

export const ConditionSchema = Type.Object(
  {
    prop: Type.String(),
    in: Type.Optional(Type.Array(Scalar)),
    notIn: Type.Optional(Type.Array(Scalar)),
  },
  { additionalProperties: false, description: 'True when row[prop] is in `in` (and not in `notIn`)' },
);
export type Condition = Static<typeof ConditionSchema>;

export const ActionEffectSchema = Type.Object(
  {
    /** Fields set on every target row. */
    set: Type.Optional(Type.Record(Type.String(), Scalar)),
    /** A 0/1 field flipped on every target row. */
    toggle: Type.Optional(Type.String()),
    /** Allowed-from states: every target row must match, else the server answers 400. */
    from: Type.Optional(Type.Record(Type.String(), Type.Array(Scalar))),
    /** Fields copied from the request (the action's input form) onto the rows. */
    copy: Type.Optional(Type.Array(Type.String())),
    /**
     * A 0/1 field that at most one row may hold: it is set to 1 on the (single) target and to 0 on every
     * other live row of the same tenant and scope, in one transaction — "exactly one enabled" (OSS, SMS).
     */
    exclusive: Type.Optional(Type.String()),
  },
  { additionalProperties: false, description: 'What the reference server does for this action, with no code' },
);
export type ActionEffect = Static<typeof ActionEffectSchema>;

export const ActionSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9.-]*$' }),
    label: I18nTextSchema,
    scope: Type.Union([Type.Literal('toolbar'), Type.Literal('batch'), Type.Literal('row')]),
    /** Op name under the entity path (default: the key). */
    endpoint: Type.Optional(Type.String({ pattern: '^[a-zA-Z0-9/_-]+$' })),
    method: Type.Optional(Type.Union([Type.Literal('GET'), Type.Literal('POST')])),
    /** ids: `?ids=1,2`; id: `?id=1`; body: JSON body with the row (or the input form) values. */
    params: Type.Optional(Type.Union([Type.Literal('ids'), Type.Literal('id'), Type.Literal('body')])),
    confirm: Type.Optional(I18nTextSchema),
    /** Button code; default `<permission>_<key>`. */
    permission: Type.Optional(Type.String()),
    visible: Type.Optional(ConditionSchema),
    /** Key registered by a plugin that implements this action (client and server). */
    plugin: Type.Optional(Type.String()),
    download: Type.Optional(Type.Boolean()),
    danger: Type.Optional(Type.Boolean()),
    icon: Type.Optional(Type.String()),
    /** A small input form shown before the call. */
    form: Type.Optional(Type.Array(ColumnSchema)),
    effect: Type.Optional(ActionEffectSchema),
    success: Type.Optional(I18nTextSchema),
  },
  { additionalProperties: false },
);
export type Action = Static<typeof ActionSchema>;

export const ApiSchema = Type.Object(
  {
    service: Type.String({ pattern: '^[a-zA-Z0-9_-]+$' }),
    /** Entity path segment; '' for services whose ops sit at the root (blade-user). */
    entity: Type.String({ pattern: '^[a-zA-Z0-9_/-]*$' }),
    style: Type.Optional(Type.Union([Type.Literal('blade'), Type.Literal('restful')])),
    /** Which op lists rows: paged `page`, paged `list`, a whole tree, or a lazy tree. */
    list: Type.Optional(
      Type.Union([Type.Literal('page'), Type.Literal('list'), Type.Literal('tree'), Type.Literal('lazy-tree')]),
    ),
    /** Per-op path overrides for odd endpoints, e.g. { lazyTree: 'lazy-list', remove: 'delete' }. */
    ops: Type.Optional(
      Type.Object(
        {
          page: Type.Optional(Type.String()),
          list: Type.Optional(Type.String()),
          tree: Type.Optional(Type.String()),
          lazyTree: Type.Optional(Type.String()),
          detail: Type.Optional(Type.String()),
          submit: Type.Optional(Type.String()),
          remove: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ApiSpec = Static<typeof ApiSchema>;

export const StorageSchema = Type.Object(
  {
    table: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
    /** Rows belong to a tenant (tenant_id) and are filtered by the caller's tenant. */
    tenant: Type.Optional(Type.Boolean()),
    softDelete: Type.Optional(Type.Boolean()),
    /** create_user, create_dept, create_time, update_user, update_time, status. */
    audit: Type.Optional(Type.Boolean()),
    /** A 0/1 column: rows with 1 cannot be changed or removed by ordinary users. */
    sealed: Type.Optional(Type.String()),
    /** Extra composite indexes (props). */
    indexes: Type.Optional(Type.Array(Type.Array(Type.String(), { minItems: 1 }))),
  },
  { additionalProperties: false },
);
export type StorageSpec = Static<typeof StorageSchema>;

export const TreeSpecSchema = Type.Object(
  {
    parentProp: Type.Optional(Type.String()),
    labelProp: Type.String(),
    lazy: Type.Optional(Type.Boolean()),
    /** Props copied from the parent row when adding a child row under it. */
    inherit: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false, description: 'Rows form a tree through parentProp (default parentId, root 0)' },
);

export const TableSpecSchema = Type.Object(
  {
    index: Type.Optional(Type.Boolean()),
    selection: Type.Optional(Type.Boolean()),
    viewButton: Type.Optional(Type.Boolean()),
    addButton: Type.Optional(Type.Boolean()),
    editButton: Type.Optional(Type.Boolean()),
    deleteButton: Type.Optional(Type.Boolean()),
    /** Width of the row-operations column. */
    menuWidth: Type.Optional(Type.Number({ minimum: 60 })),
    pageSize: Type.Optional(Type.Number({ minimum: 1 })),
    pageSizes: Type.Optional(Type.Array(Type.Number({ minimum: 1 }))),
    defaultSort: Type.Optional(
      Type.Object(
        { prop: Type.String(), order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) },
        { additionalProperties: false },
      ),
    ),
    /**
     * A tree beside the table (above it on narrow screens) whose chosen node filters the list: the node's
     * value is sent as the list parameter `prop` (the server decides what matching means, e.g. the node or
     * any node below it). An "all" root clears the filter.
     */
    treeFilter: Type.Optional(
      Type.Object(
        {
          prop: Type.String(),
          dict: TreeDictSchema,
          title: Type.Optional(I18nTextSchema),
        },
        { additionalProperties: false, description: 'A tree of options that filters the list by one prop' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const DialogSpecSchema = Type.Object(
  {
    width: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    closeOnClickOutside: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const MenuSpecSchema = Type.Object(
  {
    /** Code of the menu group this entry sits under (schemas/menus). */
    parent: Type.String(),
    sort: Type.Optional(Type.Number()),
    icon: Type.Optional(Type.String()),
    keepAlive: Type.Optional(Type.Boolean()),
    isTab: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const EntitySchemaSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    kind: Type.Optional(Type.Literal('entity')),
    name: Type.String({
      pattern: '^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9-]*)+$',
      description: 'Unique name: <domain>.<entity>',
    }),
    title: I18nTextSchema,
    route: Type.Optional(Type.String({ pattern: '^/[a-zA-Z0-9/_-]*$' })),
    menu: Type.Optional(MenuSpecSchema),
    permission: Type.String({
      pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
      description: 'Button-code prefix: <p>_add, _edit, _delete, _view',
    }),
    api: ApiSchema,
    storage: Type.Optional(StorageSchema),
    tree: Type.Optional(TreeSpecSchema),
    columns: Type.Array(ColumnSchema, { minItems: 1 }),
    table: Type.Optional(TableSpecSchema),
    dialog: Type.Optional(DialogSpecSchema),
    actions: Type.Optional(Type.Array(ActionSchema)),
    /** Fixed filter sent with every list call and enforced by the server (e.g. parentId 0 for group rows). */
    scope: Type.Optional(Type.Record(Type.String(), Scalar)),
    /**
     * Rows only the server writes (logs, histories): list and view for everyone — no add, edit or delete
     * buttons are offered or created, and the server refuses the generic submit and remove.
     */
    readOnly: Type.Optional(doc(Type.Boolean(), 'Rows are written by the server only')),
    /**
     * Records that shape every tenant (tenants, OAuth clients, the menu tree…) are managed by the platform
     * administrator only: true = every op; 'write' = reads follow the button codes, writes are the
     * platform administrator's. Tenant administrators are never granted the guarded buttons.
     */
    platformOnly: Type.Optional(
      doc(Type.Union([Type.Boolean(), Type.Literal('write')]), 'Managed by the platform administrator only'),
    ),
  },
  { additionalProperties: false },
);
export type EntitySchema = Static<typeof EntitySchemaSchema>;

/** A page that composes entity screens (e.g. a parent table beside a child tree). */
export const PageSchemaSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    kind: Type.Literal('page'),
    name: Type.String({ pattern: '^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9-]*)+$' }),
    title: I18nTextSchema,
    route: Type.String({ pattern: '^/[a-zA-Z0-9/_-]*$' }),
    menu: Type.Optional(MenuSpecSchema),
    layout: Type.Object(
      {
        type: Type.Literal('master-detail'),
        direction: Type.Union([Type.Literal('horizontal'), Type.Literal('vertical')]),
        master: Type.String(),
        detail: Type.String(),
        /** The detail's prop that holds the chosen master row's key, and the master prop copied into it. */
        link: Type.Object(
          {
            detailProp: Type.String(),
            masterProp: Type.String(),
            copy: Type.Optional(Type.Record(Type.String(), Type.String())),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PageSchema = Static<typeof PageSchemaSchema>;

/** A menu group (a sidebar folder) that entity menus hang under. */
export const MenuGroupSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' }),
    title: I18nTextSchema,
    parent: Type.Optional(Type.String()),
    path: Type.String({ pattern: '^/' }),
    sort: Type.Optional(Type.Number()),
    icon: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type MenuGroup = Static<typeof MenuGroupSchema>;

/** Seeded dictionaries: a code with its items, labels in both languages. */
export const DictSeedSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' }),
    title: I18nTextSchema,
    sealed: Type.Optional(Type.Boolean()),
    items: Type.Array(
      Type.Object(
        {
          key: Type.Union([Type.String(), Type.Number()]),
          label: I18nTextSchema,
          remark: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
export type DictSeed = Static<typeof DictSeedSchema>;

export const CatalogSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    kind: Type.Literal('catalog'),
    menus: Type.Optional(Type.Array(MenuGroupSchema)),
    dicts: Type.Optional(Type.Array(DictSeedSchema)),
  },
  { additionalProperties: false },
);
export type Catalog = Static<typeof CatalogSchema>;

export const SchemaFileSchema = Type.Union([EntitySchemaSchema, PageSchemaSchema, CatalogSchema]);
export type SchemaFile = EntitySchema | PageSchema | Catalog;
