/**
 * The entity schema model: ONE definition gives both the TypeScript type (via TypeBox's `Static`)
 * and the JSON Schema that ajv validates with and that `.json` schema files point at for autocomplete.
 * Pure TypeScript: the server and the lint load the values; the browser only its types (the index
 * re-exports them as types, so TypeBox stays out of the console bundle).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { linkageColumnProps } from './linkage-model';

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
      key: Type.Optional(
        doc(
          Type.Boolean(),
          'A key column (name, state, amount, time): always shown and placed so it fits at 1440 and 1024 px without sideways scrolling; the other columns fill the width left and the rest wait in the column chooser and the detail view. Without any key mark the engine picks the first column, the status and the first money and time columns (engine/crud/column-priority.ts)',
        ),
      ),
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

/** Which rows' amounts count as negative: those whose `prop` holds one of `minus` (a deduction, a refund). */
export const SignSpecSchema = Type.Object(
  { prop: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }), minus: Type.Array(Scalar, { minItems: 1 }) },
  { additionalProperties: false },
);
export type SignSpec = Static<typeof SignSpecSchema>;

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
        {
          schema: Type.String(),
          label: Type.String(),
          value: Type.Optional(Type.String()),
          active: Type.Optional(
            doc(
              Type.Object(
                {
                  prop: Type.String(),
                  values: Type.Array(Type.Union([Type.String(), Type.Number()]), { minItems: 1 }),
                },
                { additionalProperties: false },
              ),
              'Rows an add or edit form may pick: those whose `prop` holds one of `values` (e.g. enabled merchants). The others stay listed, greyed out, so a saved value keeps its label; searches and cells use every row.',
            ),
          ),
        },
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
    trim: Type.Optional(
      doc(
        Type.Boolean(),
        'Text is trimmed (surrounding spaces, tabs and line breaks) before it is checked and stored, in the form and on the server; false keeps it as typed. Blank text never satisfies `required` either way.',
      ),
    ),
    maxLength: Type.Optional(Type.Number({ minimum: 1 })),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    precision: Type.Optional(Type.Number({ minimum: 0, maximum: 6 })),
    help: Type.Optional(I18nTextSchema),
    /**
     * A money column whose rows are partly deductions: on rows where `sign.prop` holds one of `sign.minus`
     * the amount (stored positive, as the contract sends it) is shown negative, in the error colour.
     */
    sign: Type.Optional(SignSpecSchema),
    db: Type.Optional(DbSpecSchema),
    /**
     * A credential the server keeps for use (a client secret, a provider key, a data-source password),
     * unlike a log-in `password` column (hashed one way): stored so it can be used, never sent back whole.
     * Every read sends it masked (`sa********et`); an update that sends the mask back, or nothing, or an
     * empty value, keeps the stored one; it is never searchable or sortable. `'encrypted'` also stores it
     * encrypted at rest with the server's configured key (SECRET_KEY). Works with any input type
     * (`password` included: then it is not hashed).
     */
    secret: Type.Optional(
      doc(
        Type.Union([Type.Literal(true), Type.Literal('encrypted')]),
        'A kept credential: masked on reads, a masked or empty value on update keeps it; encrypted = also encrypted at rest',
      ),
    ),
    /**
     * Personal data (a phone number, an identity card number): every read — lists, details, exports — sends
     * it masked (`138****1234`) unless the caller holds the screen's reveal grant (button code
     * `<permission>_reveal`); an update that sends the mask back keeps the stored value (engine/schema/mask.ts).
     */
    mask: Type.Optional(
      doc(
        Type.Union([Type.Literal('phone'), Type.Literal('idCard')]),
        'Personal data masked on every read unless the caller holds <permission>_reveal: phone = 138****1234, idCard = 1101**********1234',
      ),
    ),
    /**
     * Who did it (a log's operator): a person's name, or the server's own when a job acted, stored as
     * 系统 / system and shown in the reader's language on every read and export (engine/schema/actor.ts).
     */
    actor: Type.Optional(
      doc(Type.Literal(true), "Who acted: a person's name, or the server's own (系统 / system) shown in the reader's language"),
    ),
    /**
     * The values are ids of rows of this entity, for a column without `ref` (options from a `dict` url, a
     * plugin's picker, or no form at all): the server checks them like a `ref` — live rows of the writing
     * row's tenant (docs/integrity.md).
     */
    refersTo: Type.Optional(
      doc(Type.String(), 'The entity whose row ids this column holds (server-checked, as a ref is): <domain>.<entity>'),
    ),
    /**
     * The row prop where the server already sends this column's labels (BladeX's view objects: a user's
     * `roleName` beside `roleId`, comma-separated like the ids). A cell whose options lack a value (another
     * tenant's role, for the platform administrator) shows these names rather than the bare id.
     */
    names: Type.Optional(doc(Type.String(), "The row prop holding this column's labels as the server sends them")),
    /**
     * A `date-range` column is the start of a range whose end is the column named here: one picker edits
     * both, the cell reads `start ~ end`, and the end may not come before the start (form and server).
     */
    rangeEnd: Type.Optional(doc(Type.String(), 'For type date-range: the prop holding the end of the range')),
    /** Field linkage: visible / required / disabled conditions, narrowed options, computed values (./linkage-model.ts). */
    ...linkageColumnProps(I18nTextSchema),
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

/** A state of a state machine: a key of the status column's dictionary. */
const StateKeySchema = Type.Union([Type.String({ minLength: 1 }), Type.Number()]);

/** A named guard or effect, `<plugin>.<name>`: declared in plugins/<plugin>/plugin.ts, implemented by its server half. */
const NamedCodeSchema = Type.String({ pattern: '^[a-z][a-z0-9-]*\\.[a-zA-Z][a-zA-Z0-9]*$' });

export const TransitionSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
    label: I18nTextSchema,
    /** States the row must be in (keys of the status dictionary). */
    from: Type.Array(StateKeySchema, { minItems: 1 }),
    /** The state the row is in afterwards. */
    to: StateKeySchema,
    /** Button code; default `<permission>_<key>`. */
    permission: Type.Optional(Type.String()),
    /**
     * Op name under the entity path (default: the key), so a contract's own paths (`audit`, `isAble`,
     * `doEnable`, `updateBillStatus`, `openClose`...) map onto transitions. Transitions may share one: the
     * row's state picks the transition (their from-states must not overlap for the same target), or the
     * request names the target state in the status prop (`?status=2`).
     */
    endpoint: Type.Optional(Type.String({ pattern: '^[a-zA-Z0-9/_-]+$' })),
    method: Type.Optional(Type.Union([Type.Literal('GET'), Type.Literal('POST')])),
    /** How the client sends the targets: `?ids=1,2` (default), `?id=1`, or a JSON body (ids + inputs). */
    params: Type.Optional(Type.Union([Type.Literal('ids'), Type.Literal('id'), Type.Literal('body')])),
    /** Also offered above the table for the selected rows (every one must allow it). */
    batch: Type.Optional(Type.Boolean()),
    /** Inputs asked for before the change (a form), validated like columns; recorded in the change log. */
    inputs: Type.Optional(Type.Array(ColumnSchema)),
    /**
     * Row props sent with the call as the row holds them, never shown nor typed: parameters a contract's
     * call names that the row already answers (the order's member of a forced refund) — no id in the form.
     */
    send: Type.Optional(Type.Array(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }))),
    /** Inputs that are also columns of the entity and are written onto the row. */
    copy: Type.Optional(Type.Array(Type.String())),
    /** Named guard run before the change, inside its transaction: it may refuse with a reason. */
    guard: Type.Optional(NamedCodeSchema),
    /** Named effect run after the change, inside its transaction (more writes, outbox rows...). */
    effect: Type.Optional(NamedCodeSchema),
    /**
     * What the dialog shows of the row it acts on (issue 35): row props, drawn like their columns, and
     * remainders `{ label, minus: [a, b] }` (a − b: what is still refundable of what was paid).
     */
    context: Type.Optional(
      Type.Array(
        Type.Union([
          Type.String(),
          Type.Object(
            { label: I18nTextSchema, minus: Type.Tuple([Type.String(), Type.String()]) },
            { additionalProperties: false },
          ),
        ]),
      ),
    ),
    /**
     * Transitions of one purpose (a refund, and the refund of a billing error, and a forced one) offered as
     * ONE row action, labelled by the group; its dialog asks which kind first, among the members the row's
     * state allows and the user holds (issue 35). Members name the same `key` and `label`.
     */
    group: Type.Optional(
      Type.Object(
        {
          key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
          label: I18nTextSchema,
          kindLabel: Type.Optional(I18nTextSchema),
        },
        {
          additionalProperties: false,
          description:
            "One row action for several transitions: its label, and the kind chooser's label (default 类型 / Kind)",
        },
      ),
    ),
    /** Question asked before the change (default: "change «row» from «state» to «state»?"). */
    confirm: Type.Optional(I18nTextSchema),
    success: Type.Optional(I18nTextSchema),
    danger: Type.Optional(Type.Boolean()),
    icon: Type.Optional(Type.String()),
  },
  { additionalProperties: false, description: 'A guarded change of the status column from some states to one' },
);
export type Transition = Static<typeof TransitionSchema>;

export const StateMachineSchema = Type.Object(
  {
    /** The status column: a column with a dictionary whose keys are the states. */
    field: Type.String(),
    /** The states the machine uses (default: every key of the dictionary). */
    states: Type.Optional(Type.Array(StateKeySchema, { minItems: 1 })),
    transitions: Type.Array(TransitionSchema, { minItems: 1 }),
  },
  {
    additionalProperties: false,
    description:
      'The status column changes only through these transitions: one endpoint each, checked, logged, race-free',
  },
);
export type StateMachine = Static<typeof StateMachineSchema>;

export const ApiSchema = Type.Object(
  {
    service: Type.String({ pattern: '^[a-zA-Z0-9_-]+$' }),
    /** Entity path segment; '' for services whose ops sit at the root (blade-user). */
    entity: Type.String({ pattern: '^[a-zA-Z0-9_/-]*$' }),
    style: Type.Optional(Type.Union([Type.Literal('blade'), Type.Literal('restful')])),
    /**
     * Which op lists rows: paged from `page`, paged from `list`, a whole tree, or a lazy tree. Default: a
     * lazy tree or a whole tree for a tree entity, else paged from `list` — where BladeX serves every paged
     * list (only a few of its controllers also have `page`); the restful style pages at `GET page`.
     */
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
    /**
     * Rows shown read-only (no edit or delete button): those the server refuses to change, such as a
     * bill's generated lines — the screen does not offer what would only be refused (issue 35).
     */
    locked: Type.Optional(ConditionSchema),
    /** Least width of the row-operations column; by default it is as wide as its inline buttons. */
    menuWidth: Type.Optional(Type.Number({ minimum: 60 })),
    /**
     * The row operations shown as buttons in the row, in this order: `view`, `edit`, `delete`, `addChild`,
     * or the key of a row action or transition; the others a row offers go to its 更多 / More menu.
     * Default: every operation when a row has at most three, else the first two (view, edit, the actions,
     * the transitions, delete last) and the menu (issue 35).
     */
    inlineOps: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
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
    /**
     * The add, edit and view form in titled sections, in this order (issue 35: long forms in groups). A form
     * field no group lists comes last, under 其他 / Other; without groups the form is one grid as before.
     */
    groups: Type.Optional(
      doc(
        Type.Array(
          Type.Object(
            { title: I18nTextSchema, props: Type.Array(Type.String(), { minItems: 1 }) },
            { additionalProperties: false },
          ),
          { minItems: 1 },
        ),
        'Titled sections of the form: each lists the props it holds, in order',
      ),
    ),
  },
  { additionalProperties: false },
);
export type FormGroup = NonNullable<Static<typeof DialogSpecSchema>['groups']>[number];

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
export type MenuSpec = Static<typeof MenuSpecSchema>;

const OP_PATH = '^[a-zA-Z0-9/_-]+$';

/**
 * Totals of a list, summed in SQL over the list's own filter (its search, tenant and data scope): a
 * summary row under the table and a `sum` endpoint (domain toolkit, docs/architecture.md "Money").
 */
export const SummarySpecSchema = Type.Object(
  {
    /** Props of the money or number columns summed; the answer holds each under its prop. */
    sums: Type.Array(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }), { minItems: 1 }),
    /** Op path under the entity's base path (default `sum`), e.g. `getMoneyInfos`. */
    endpoint: Type.Optional(Type.String({ pattern: OP_PATH })),
    /** Text of the summary row's first cell (default 合计 / Total). */
    label: Type.Optional(I18nTextSchema),
  },
  { additionalProperties: false, description: 'Totals of the list for its current filter, computed in SQL' },
);
export type SummarySpec = Static<typeof SummarySpecSchema>;

export const ChartMeasureSchema = Type.Object(
  {
    /** `count`: rows in the bucket; `sum`: the total of a money or number column (`prop`). */
    kind: Type.Union([Type.Literal('count'), Type.Literal('sum')]),
    prop: Type.Optional(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' })),
    /** Series name in the legend and tooltip. */
    label: I18nTextSchema,
  },
  { additionalProperties: false },
);
export type ChartMeasure = Static<typeof ChartMeasureSchema>;

/**
 * A chart over a statistics endpoint the server derives from it: rows grouped by `x` (a date or date-time
 * column cut to the hour, day or month; or any other column, e.g. a dictionary), each measure computed in
 * SQL per group, over the list's filter plus the chart's time range (domain toolkit, "Charts").
 */
export const ChartSpecSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9-]*$' }),
    title: I18nTextSchema,
    type: Type.Union([Type.Literal('line'), Type.Literal('bar'), Type.Literal('pie')]),
    /** Op path under the entity's base path (default `chart/<key>`), e.g. `backStageChartStatistics`. */
    endpoint: Type.Optional(Type.String({ pattern: OP_PATH })),
    x: Type.Object(
      {
        prop: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
        /** Bucket of a date or date-time column (default day); not for other columns. */
        by: Type.Optional(Type.Union([Type.Literal('hour'), Type.Literal('day'), Type.Literal('month')])),
        /** Groups of a non-time column: the largest `limit` by the first measure (default 10). */
        limit: Type.Optional(Type.Number({ minimum: 1, maximum: 50 })),
        /** Axis name (default: the column's label). */
        label: Type.Optional(I18nTextSchema),
      },
      { additionalProperties: false },
    ),
    measures: Type.Array(ChartMeasureSchema, { minItems: 1, maxItems: 6 }),
    /**
     * The time-range filter (the widget's range picker, `from` / `to` on the endpoint) over a date or
     * date-time column: by default the x column when it is one, over the last `days` (default 30 by day,
     * 2 by hour, 365 by month). `false`: no range.
     */
    range: Type.Optional(
      Type.Union([
        Type.Literal(false),
        Type.Object(
          {
            prop: Type.Optional(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' })),
            days: Type.Optional(Type.Number({ minimum: 1, maximum: 3660 })),
          },
          { additionalProperties: false },
        ),
      ]),
    ),
    /** `list` (default): above the entity's table, following its search; `none`: only where a page puts it. */
    show: Type.Optional(Type.Union([Type.Literal('list'), Type.Literal('none')])),
    /** Plot height in px (default 280). */
    height: Type.Optional(Type.Number({ minimum: 120, maximum: 800 })),
  },
  { additionalProperties: false, description: 'A chart of the list over its statistics endpoint' },
);
export type ChartSpec = Static<typeof ChartSpecSchema>;

/** Excel export and import of a list, run as background jobs (server/crud/excel). */
export const ExcelSpecSchema = Type.Object(
  {
    /**
     * Offer "Export": every row matching the list's current search, streamed into an .xlsx by a job
     * (button code `<permission>_export`). An object names the op path (default `export`).
     */
    export: Type.Optional(
      Type.Union([
        Type.Boolean(),
        Type.Object(
          {
            path: Type.Optional(Type.String({ pattern: '^[a-zA-Z0-9/_-]+$' })),
            /**
             * Answer the file itself, streamed into the response (a blob, as BladeX's `rentrecord/pageList`
             * or `order/orderInfoExport` do), instead of a job with progress.
             */
            direct: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
      ]),
    ),
    /**
     * Offer "Import": an .xlsx checked row by row with the add form's rules (a dry run naming rows and
     * fields), stored only when every row passes or the user accepts the valid ones (button code
     * `<permission>_import`). An object names the op path (default `import`).
     */
    import: Type.Optional(
      Type.Union([
        Type.Boolean(),
        Type.Object(
          { path: Type.Optional(Type.String({ pattern: '^[a-zA-Z0-9/_-]+$' })) },
          { additionalProperties: false },
        ),
      ]),
    ),
  },
  { additionalProperties: false, description: 'Excel export / import of the list, as background jobs' },
);
export type ExcelSpec = Static<typeof ExcelSpecSchema>;

const PROP = '^[a-zA-Z][a-zA-Z0-9]*$';
const ENTITY_NAME = '^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9-]*)+$';
/** Rows whose prop holds one of the values, per prop (all must hold). */
const RowFilterSchema = Type.Record(Type.String({ pattern: PROP }), Type.Array(Scalar, { minItems: 1 }));

/**
 * The owning parent (docs/integrity.md): the row belongs to the row of `schema` whose `value` (default id)
 * its `prop` holds. A new row goes to the parent's tenant, whoever writes it; the parent must be a live row
 * the writer reaches; `inherit` props are copied from the parent whenever the row is written.
 */
export const OwnerSpecSchema = Type.Object(
  {
    prop: Type.String({ pattern: PROP }),
    schema: Type.String({ pattern: ENTITY_NAME }),
    value: Type.Optional(Type.String({ pattern: PROP })),
    /** This row's prop ← the parent's prop, e.g. { billNo: 'billNo', merchantId: 'merchantId' }. */
    inherit: Type.Optional(Type.Record(Type.String({ pattern: PROP }), Type.String({ pattern: PROP }))),
  },
  { additionalProperties: false, description: 'The parent row this row belongs to (tenant, inherited props)' },
);
export type OwnerSpec = Static<typeof OwnerSpecSchema>;

/**
 * A derived total (docs/integrity.md): the column `prop` of a header row is the sum of `sum` (or the count)
 * over the rows of `lines` whose `key` holds the header's id — only those matching `where`, counted
 * negative where `sign.prop` holds one of `sign.minus`. Recomputed in the transaction of every change of a
 * line, verified by `npm run check:books`.
 */
export const TotalSpecSchema = Type.Object(
  {
    prop: Type.String({ pattern: PROP }),
    lines: Type.String({ pattern: ENTITY_NAME }),
    key: Type.String({ pattern: PROP }),
    /** The header's prop the lines' key holds (default id). */
    headerKey: Type.Optional(Type.String({ pattern: PROP })),
    /** The lines' money or number prop summed; without it, the lines are counted. */
    sum: Type.Optional(Type.String({ pattern: PROP })),
    where: Type.Optional(RowFilterSchema),
    sign: Type.Optional(SignSpecSchema),
  },
  {
    additionalProperties: false,
    description: 'A column kept equal to the sum (or count) of some rows of another entity',
  },
);
export type TotalSpec = Static<typeof TotalSpecSchema>;

/**
 * A books invariant over one row (docs/integrity.md): the sum of the `left` props compared with the sum of
 * the `right` props (none: 0), for the rows matching `where`. A write that breaks it is refused with the
 * label; `npm run check:books` lists every row that breaks it.
 */
export const InvariantSpecSchema = Type.Object(
  {
    key: Type.String({ pattern: PROP }),
    label: I18nTextSchema,
    left: Type.Array(Type.String({ pattern: PROP }), { minItems: 1 }),
    op: Type.Union(['=', '<=', '>=', '<', '>'].map((o) => Type.Literal(o))),
    right: Type.Array(Type.String({ pattern: PROP })),
    where: Type.Optional(RowFilterSchema),
  },
  { additionalProperties: false, description: 'A comparison of sums of props every row must satisfy' },
);
export type InvariantSpec = Static<typeof InvariantSpecSchema>;

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
    /** The status column, its states and the transitions between them (the only way the status changes). */
    stateMachine: Type.Optional(StateMachineSchema),
    excel: Type.Optional(ExcelSpecSchema),
    /** Fixed filter sent with every list call and enforced by the server (e.g. parentId 0 for group rows). */
    scope: Type.Optional(Type.Record(Type.String(), Scalar)),
    /**
     * Rows only the server writes (logs, histories): list and view for everyone — no add, edit or delete
     * buttons are offered or created, and the server refuses the generic submit and remove.
     */
    readOnly: Type.Optional(doc(Type.Boolean(), 'Rows are written by the server only')),
    /**
     * For a `readOnly` schema: why its rows cannot be changed by hand (`reason`) and what changes them
     * instead (`instead`) — the message of the 400 a generic submit / remove answers to a caller who may
     * see the list. `edit: true`: an existing row may still be edited by hand (the edit button, the
     * `_edit` code, only the columns its edit form lets one type into); adding and removing stay refused.
     */
    systemMade: Type.Optional(
      Type.Object(
        {
          reason: I18nTextSchema,
          instead: I18nTextSchema,
          edit: Type.Optional(doc(Type.Boolean(), 'Existing rows may be edited by hand')),
        },
        { additionalProperties: false },
      ),
    ),
    /**
     * Records that shape every tenant (tenants, OAuth clients, the menu tree…) are managed by the platform
     * administrator only: true = every op; 'write' = reads follow the button codes, writes are the
     * platform administrator's. Tenant administrators are never granted the guarded buttons.
     */
    platformOnly: Type.Optional(
      doc(Type.Union([Type.Boolean(), Type.Literal('write')]), 'Managed by the platform administrator only'),
    ),
    /** Totals of the list (money, numbers): a `sum` endpoint and a summary row under the table. */
    summary: Type.Optional(SummarySpecSchema),
    /** Charts over statistics endpoints derived from the schema (line, bar, pie). */
    charts: Type.Optional(Type.Array(ChartSpecSchema)),
    /** The row this one belongs to: its tenant, its inherited props (docs/integrity.md). */
    owner: Type.Optional(OwnerSpecSchema),
    /** Columns that are sums (or counts) of another entity's rows, kept equal by the server. */
    totals: Type.Optional(Type.Array(TotalSpecSchema, { minItems: 1 })),
    /** Comparisons every row must satisfy (refunded <= paid), checked on writes and by `npm run check:books`. */
    invariants: Type.Optional(Type.Array(InvariantSpecSchema, { minItems: 1 })),
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

/** How a dictionary entry is coloured where a list or a view shows it (a tag). */
export const ToneSchema = Type.Union(
  [
    Type.Literal('success'),
    Type.Literal('processing'),
    Type.Literal('warning'),
    Type.Literal('error'),
    Type.Literal('default'),
  ],
  {
    description:
      'The colour of a state: success (green), processing (blue), warning (orange), error (red), default (grey)',
  },
);
export type Tone = Static<typeof ToneSchema>;

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
          /** The entry's colour in lists and views (the server does not send it: the screen adds it). */
          tone: Type.Optional(ToneSchema),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
export type DictSeed = Static<typeof DictSeedSchema>;

/**
 * The standard (BladeX / SpringBlade) face of one of our screens, for the other front ends: Saber opens a
 * menu item by loading the view at the menu row's path, and a BladeX gateway's menu table carries those
 * standard paths. `path` (when the standard path differs from `route`) is seeded as the screen's menu path
 * and opens the screen in this console too (registry.byRoute); `buttons` are the standard button codes that
 * view checks beyond ours, seeded under the screen's menu entry like its own.
 */
export const StandardScreenSchema = Type.Object(
  {
    /** Our screen: the route of an entity or composed page. */
    route: Type.String({ pattern: '^/' }),
    path: Type.Optional(Type.String({ pattern: '^/[a-zA-Z0-9/_-]*$' })),
    buttons: Type.Optional(
      Type.Array(
        Type.Object(
          { code: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' }), title: I18nTextSchema },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type StandardScreen = Static<typeof StandardScreenSchema>;

export const CatalogSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    kind: Type.Literal('catalog'),
    menus: Type.Optional(Type.Array(MenuGroupSchema)),
    dicts: Type.Optional(Type.Array(DictSeedSchema)),
    standardScreens: Type.Optional(Type.Array(StandardScreenSchema)),
  },
  { additionalProperties: false },
);
export type Catalog = Static<typeof CatalogSchema>;

/** How a value type a plugin adds is stored and sent (the pure part; its renderers live in the client half). */
export const ValueTypeInfoSchema = Type.Object(
  {
    db: Type.Union([
      Type.Literal('string'),
      Type.Literal('text'),
      Type.Literal('int'),
      Type.Literal('bigint'),
      Type.Literal('decimal'),
      Type.Literal('datetime'),
      Type.Literal('date'),
      Type.Literal('boolean'),
      Type.Literal('json'),
    ]),
    wire: Type.Union([
      Type.Literal('string'),
      Type.Literal('number'),
      Type.Literal('boolean'),
      Type.Literal('array'),
      Type.Literal('object'),
      Type.Literal('any'),
    ]),
    textual: Type.Optional(Type.Boolean()),
    /** Holds several values, a comma list on the wire and in storage (checkbox, multi-select). */
    multiple: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A button code a plugin's server routes check, seeded as a button row under one of its pages. */
export const PluginButtonSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' }),
    title: I18nTextSchema,
  },
  { additionalProperties: false },
);

/**
 * A page of a plugin: a route inside the console shell, drawn by the plugin's client half. Who may open
 * it is said in the menu's vocabulary (docs/architecture.md "Who may open a page and call its routes"):
 * a page with a `menu` entry (code `<plugin>.<key>`) opens exactly when that entry is granted; a page
 * without one (a `:param` route, a home panel) names the entry it belongs to (`within`); `access:
 * 'signed-in'` makes it every signed-in user's own. Its server routes name the page (`access:
 * '<plugin>.<key>'`) for what opening it needs, and its `buttons` for what it changes.
 */
export const PluginPageSchema = Type.Object(
  {
    /** Key of the page component in the client half's `pages`. */
    key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9-]*$' }),
    /** Route inside the shell; `:name` segments are parameters (such a page gets no menu entry). */
    route: Type.String({ pattern: '^/[a-zA-Z0-9/_:-]*$' }),
    title: I18nTextSchema,
    menu: Type.Optional(MenuSpecSchema),
    /**
     * A page without a menu entry of its own: the entry it belongs to — an entity or page schema name, or
     * `<plugin>.<key>` of a plugin page with a menu — whose grant opens it (a designer opened from its list).
     */
    within: Type.Optional(Type.String({ pattern: '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z][a-zA-Z0-9-]*)+$' })),
    /** 'signed-in': every signed-in user's own page (their tasks), whatever their role; no grant needed. */
    access: Type.Optional(Type.Literal('signed-in')),
    /** The platform administrator's alone: its menu entry is never granted to a tenant's roles. */
    platformOnly: Type.Optional(Type.Boolean()),
    /** Button codes the page's server routes check: synced as button rows under the page's menu entry. */
    buttons: Type.Optional(Type.Array(PluginButtonSchema)),
    /**
     * Also a panel of one of the console's own home pages — `index` (/wel/index) or `dashboard`
     * (/wel/dashboard) — shown there to the users who may open the page.
     */
    home: Type.Optional(Type.Union([Type.Literal('index'), Type.Literal('dashboard')])),
  },
  { additionalProperties: false },
);
export type PluginPage = Static<typeof PluginPageSchema>;

/**
 * A plugin's declaration (`plugins/<name>/plugin.ts`): the pure facts both halves build on and the lint,
 * the registry and the server read — the value types, actions and pages the client half implements, the
 * menu groups and dictionaries it adds.
 */
export const PluginDeclSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    kind: Type.Literal('plugin'),
    name: Type.String({ pattern: '^[a-z][a-z0-9-]*$', description: 'The folder name under plugins/' }),
    title: Type.Optional(I18nTextSchema),
    valueTypes: Type.Optional(Type.Record(Type.String({ pattern: '^[a-z][a-z0-9-]*$' }), ValueTypeInfoSchema)),
    /** Keys of the action handlers the client half implements (schema actions say `plugin: '<name>'`). */
    actions: Type.Optional(Type.Array(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9.-]*$' }))),
    /** Names of the transition guards its server half implements (schemas say `guard: '<plugin>.<name>'`). */
    guards: Type.Optional(Type.Array(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }))),
    /** Names of the transition effects its server half implements (schemas say `effect: '<plugin>.<name>'`). */
    effects: Type.Optional(Type.Array(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }))),
    pages: Type.Optional(Type.Array(PluginPageSchema)),
    menus: Type.Optional(Type.Array(MenuGroupSchema)),
    dicts: Type.Optional(Type.Array(DictSeedSchema)),
    standardScreens: Type.Optional(Type.Array(StandardScreenSchema)),
  },
  { additionalProperties: false },
);
export type PluginDecl = Static<typeof PluginDeclSchema>;

export const SchemaFileSchema = Type.Union([EntitySchemaSchema, PageSchemaSchema, CatalogSchema, PluginDeclSchema]);
export type SchemaFile = EntitySchema | PageSchema | Catalog | PluginDecl;
