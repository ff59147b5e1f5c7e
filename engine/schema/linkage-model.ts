/**
 * Field linkage in the schema model: how one field of a form depends on others — shown or hidden,
 * required, disabled, its options narrowed, its value computed. Plain data, typed by TypeBox like the rest
 * of the model (engine/schema/model.ts spreads `linkageColumnProps` into a column), evaluated by ONE
 * evaluator (./linkage.ts) in the form and on the server, and checked by the lint (./lint-linkage.ts).
 *
 * Nothing here is code: conditions are tests of field values, and a computed value is a small tree of
 * operations over fields and constants (two levels deep, so the JSON Schema stays finite without $refs).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const doc = <T extends TSchema>(schema: T, description: string): T => ({ ...schema, description });

const Prop = Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$', description: 'A field (column prop) of the same schema' });
const Key = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/**
 * One test of one field's value. Keys compare as strings (`1` matches `'1'`); `gt`…`lte` compare numbers.
 * Several tests in one object must all pass; with no test at all it holds when the field has a value.
 */
export const FieldTestSchema = Type.Object(
  {
    prop: Prop,
    in: Type.Optional(doc(Type.Array(Key, { minItems: 1 }), 'The value is one of these')),
    notIn: Type.Optional(doc(Type.Array(Key, { minItems: 1 }), 'The value is none of these')),
    empty: Type.Optional(doc(Type.Boolean(), 'true: the field is empty; false: it has a value')),
    gt: Type.Optional(Type.Number()),
    gte: Type.Optional(Type.Number()),
    lt: Type.Optional(Type.Number()),
    lte: Type.Optional(Type.Number()),
  },
  {
    additionalProperties: false,
    description:
      'A test of the value of field `prop` (in, notIn, empty, gt, gte, lt, lte; all given must pass). With no test: the field has a value',
  },
);
export type FieldTest = Static<typeof FieldTestSchema>;

/** A condition over the form's values: one field test, or all / any of several. */
export const LinkConditionSchema = Type.Union([
  FieldTestSchema,
  Type.Object(
    { all: Type.Array(FieldTestSchema, { minItems: 1 }) },
    { additionalProperties: false, description: 'Every test holds' },
  ),
  Type.Object(
    { any: Type.Array(FieldTestSchema, { minItems: 1 }) },
    { additionalProperties: false, description: 'At least one test holds' },
  ),
]);
export type LinkCondition = Static<typeof LinkConditionSchema>;

/** A value an expression works on: a field's value, a constant, or the label of a field's chosen option. */
export const OperandSchema = Type.Union([
  Type.Object({ prop: Prop }, { additionalProperties: false, description: "The field's value" }),
  Type.Object(
    { value: Type.Union([Type.String(), Type.Number()]) },
    { additionalProperties: false, description: 'A constant' },
  ),
  Type.Object(
    { label: Prop },
    {
      additionalProperties: false,
      description: 'The label of the option chosen in that field (a dictionary, list or reference field)',
    },
  ),
]);
export type Operand = Static<typeof OperandSchema>;

export const ComputeOps = ['add', 'sub', 'mul', 'div', 'min', 'max', 'concat'] as const;
export type ComputeOp = (typeof ComputeOps)[number];

const OpSchema = doc(
  Type.Union(ComputeOps.map((o) => Type.Literal(o))),
  'add, sub, mul, div, min, max (exact decimal arithmetic, rounded to the field: money 2 decimals, numbers 0, decimals their precision) or concat (text)',
);
const Rounding = Type.Optional(
  doc(
    Type.Union([Type.Literal('half-up'), Type.Literal('half-even'), Type.Literal('down'), Type.Literal('up')]),
    'How the result is rounded to the field (default half-up, 四舍五入)',
  ),
);
const Separator = Type.Optional(doc(Type.String(), 'concat: put between the parts (empty parts are left out)'));

const InnerExprSchema = Type.Object(
  { op: OpSchema, args: Type.Array(OperandSchema, { minItems: 1 }), round: Rounding, sep: Separator },
  { additionalProperties: false, description: 'An operation over operands' },
);

/** An operand, or an operation whose arguments are operands or operations over operands. */
export const ExpressionSchema = Type.Union([
  OperandSchema,
  Type.Object(
    {
      op: OpSchema,
      args: Type.Array(Type.Union([OperandSchema, InnerExprSchema]), { minItems: 1 }),
      round: Rounding,
      sep: Separator,
    },
    { additionalProperties: false, description: 'An operation over operands and operations' },
  ),
]);
export type Expression = Static<typeof ExpressionSchema>;
export type InnerExpression = Static<typeof InnerExprSchema>;

/** A computed value: an expression, or the first case whose condition holds (else `else`, else empty). */
export const ComputeSchema = Type.Union([
  ExpressionSchema,
  Type.Object(
    {
      cases: Type.Array(
        Type.Object({ when: LinkConditionSchema, then: ExpressionSchema }, { additionalProperties: false }),
        { minItems: 1 },
      ),
      else: Type.Optional(ExpressionSchema),
    },
    { additionalProperties: false, description: 'The first case whose condition holds gives the value' },
  ),
]);
export type Compute = Static<typeof ComputeSchema>;

/**
 * Options narrowed by another field: exactly one of
 * - `allow`: a dictionary cascade — for each value of `dependsOn`, the keys of this field's dictionary it allows;
 * - `param`: a remote list (`dict: { url }`) called with `?<param>=<value of dependsOn>`;
 * - `match`: a reference (`ref`) — the referenced rows whose column `match` holds the value of `dependsOn`.
 * While `dependsOn` is empty there is nothing to choose; when it changes, a choice it no longer allows is cleared.
 */
export const OptionsLinkSchema = Type.Object(
  {
    dependsOn: Prop,
    allow: Type.Optional(
      doc(
        Type.Record(Type.String(), Type.Array(Type.Union([Type.String(), Type.Number()]))),
        'For each key of the controlling field, the keys of this field it allows',
      ),
    ),
    param: Type.Optional(
      doc(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' }), 'Query parameter of the remote list that gets the value'),
    ),
    match: Type.Optional(doc(Prop, 'Column of the referenced rows that must hold the value')),
  },
  { additionalProperties: false, description: "Options narrowed by another field's value" },
);
export type OptionsLink = Static<typeof OptionsLinkSchema>;

/** The linkage keys of a column (engine/schema/model.ts spreads them into ColumnSchema). */
export const linkageColumnProps = <T extends TSchema>(text: T) => ({
  visible: Type.Optional(
    doc(LinkConditionSchema, 'Shown in the form only while this holds; while hidden the field is not stored (empty)'),
  ),
  required: Type.Optional(doc(LinkConditionSchema, 'Required while this holds and the field is shown')),
  /** Message when `required` holds and the field is empty (default 请输入 / 请选择 + the label). */
  requiredMessage: Type.Optional(text),
  disabled: Type.Optional(
    doc(LinkConditionSchema, 'Shown but not changeable while this holds; the server keeps the stored value'),
  ),
  options: Type.Optional(OptionsLinkSchema),
  compute: Type.Optional(
    doc(ComputeSchema, 'The value is computed from other fields, in the form and again on the server'),
  ),
});
