// @vitest-environment node
/**
 * The state-machine part of the schema model and lint (engine/schema/model.ts, lint-state-machine.ts) and
 * the pure helpers the browser and the server share (engine/schema/state-machine.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  declarePlugin,
  defineCatalog,
  defineEntity,
  permissionCodes,
  type EntitySchema,
  type LoadedFile,
  type Transition,
} from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';
import {
  allowedTransitions,
  pathSiblings,
  rowLabel,
  transitionAction,
  transitionRoutes,
  transitionTarget,
} from '../../engine/schema/state-machine';
import { isWritable, entityFields, submitSchema } from '../../engine/schema/validation';

const dicts = defineCatalog({
  dicts: [
    {
      code: 'order_state',
      title: { zh: '订单状态', en: 'Order state' },
      items: [
        { key: 'new', label: { zh: '新建', en: 'New' } },
        { key: 'paid', label: { zh: '已支付', en: 'Paid' } },
        { key: 'done', label: { zh: '已完成', en: 'Done' } },
      ],
    },
  ],
});

const plugin = declarePlugin({ name: 'shop', guards: ['paidInFull'], effects: ['notify'] });

const order = (machine: Partial<NonNullable<EntitySchema['stateMachine']>> = {}, extra: Partial<EntitySchema> = {}) =>
  defineEntity({
    name: 'shop.order',
    title: { zh: '订单', en: 'Orders' },
    permission: 'order',
    api: { service: 'shop', entity: 'order' },
    columns: [
      { prop: 'orderNo', label: { zh: '订单号', en: 'Order no.' } },
      { prop: 'note', label: { zh: '备注', en: 'Note' } },
      {
        prop: 'state',
        label: { zh: '状态', en: 'State' },
        type: 'select',
        dict: 'order_state',
        default: 'new',
        form: false,
      },
    ],
    stateMachine: {
      field: 'state',
      transitions: [
        { key: 'pay', label: { zh: '支付', en: 'Pay' }, from: ['new'], to: 'paid', guard: 'shop.paidInFull' },
        { key: 'finish', label: { zh: '完成', en: 'Finish' }, from: ['paid'], to: 'done', effect: 'shop.notify' },
      ],
      ...machine,
    },
    ...extra,
  });

const lint = (e: EntitySchema, more: LoadedFile[] = []) =>
  lintFiles([
    { file: 'schemas/shop/dicts.ts', value: dicts },
    { file: 'plugins/shop/plugin.ts', value: plugin },
    { file: 'schemas/shop/order.ts', value: e },
    ...more,
  ]);

const messages = (e: EntitySchema) => lint(e).map((p) => `${p.pointer} ${p.message}`);

const transitions = (...list: Transition[]) => ({ transitions: list });
const t = (
  key: string,
  from: Transition['from'],
  to: Transition['to'],
  more: Partial<Transition> = {},
): Transition => ({
  key,
  label: { zh: key, en: key },
  from,
  to,
  ...more,
});

describe('state-machine lint', () => {
  it('accepts a well-formed machine', () => {
    expect(lint(order())).toEqual([]);
  });

  it('from and to must be keys of the status dictionary (or of `states`)', () => {
    expect(messages(order(transitions(t('pay', ['nope'], 'paid'), t('undo', ['paid'], 'gone'))))).toEqual([
      '/stateMachine/transitions/0/from/0 "nope" is not a state of shop.order',
      '/stateMachine/transitions/1/to "gone" is not a state of shop.order',
    ]);
    expect(messages(order({ states: ['new', 'paid'] }))).toEqual([
      '/stateMachine/transitions/1/to "done" is not a state of shop.order',
    ]);
    expect(messages(order({ states: ['new', 'paid', 'lost'] }))).toContain(
      '/stateMachine/states/2 "lost" is not a key of dictionary "order_state"',
    );
  });

  it('keys are unique, also against action keys; a transition changes the state', () => {
    const dup = order(transitions(t('pay', ['new'], 'paid'), t('pay', ['paid'], 'done'), t('stay', ['new'], 'new')));
    expect(messages(dup)).toEqual(
      expect.arrayContaining([
        '/stateMachine/transitions/1/key duplicate transition key "pay"',
        '/stateMachine/transitions/2/to "stay" would leave the state "new" unchanged',
      ]),
    );
    const clash = order(undefined, {
      actions: [{ key: 'pay', label: { zh: '付', en: 'Pay' }, scope: 'row', effect: { set: { note: 'x' } } }],
    });
    expect(messages(clash)).toContain(
      '/stateMachine/transitions/0/key "pay" is also an action key (their button codes would clash)',
    );
  });

  it('named guards and effects must be declared by a plugin', () => {
    const e = order(
      transitions(
        t('pay', ['new'], 'paid', { guard: 'shop.nothing' }),
        t('finish', ['paid'], 'done', { effect: 'ghost.notify' }),
      ),
    );
    expect(messages(e)).toEqual([
      '/stateMachine/transitions/0/guard plugin "shop" declares no guard "nothing"',
      '/stateMachine/transitions/1/effect unknown plugin "ghost"',
    ]);
    // The shape refuses a name that is not <plugin>.<name>.
    expect(lint(order(transitions(t('pay', ['new'], 'paid', { guard: 'paidInFull' })))).map((p) => p.pointer)).toEqual([
      '/stateMachine/transitions/0/guard',
    ]);
  });

  it('the status column needs a dictionary, a starting state, and no place in the edit form', () => {
    const base = order();
    const withColumn = (patch: Record<string, unknown>) =>
      ({
        ...base,
        columns: base.columns.map((c) => (c.prop === 'state' ? { ...c, ...patch } : c)),
      }) as EntitySchema;
    expect(messages(withColumn({ form: undefined }))).toEqual([
      '/stateMachine/field the status column "state" is typed in the edit form, but it changes through transitions only',
    ]);
    expect(messages(withColumn({ default: undefined }))[0]).toContain('must start in a state: its default is missing');
    // A default outside the dictionary also breaks the general rule every dict column keeps (issue 34).
    expect(messages(withColumn({ default: 'lost' }))).toEqual([
      '/columns/2/default default "lost" is not a key of dictionary "order_state"',
      expect.stringContaining('its default is "lost"'),
    ]);
    expect(messages(withColumn({ dict: undefined }))).toEqual([
      '/stateMachine/field the status column "state" has no dictionary',
    ]);
    expect(messages(order({ field: 'nothing' }))).toEqual([
      '/stateMachine/field "nothing" is not a column of shop.order',
    ]);
  });

  it('endpoints: not a generic op or an action path; shared ones must tell the transitions apart', () => {
    expect(messages(order(transitions(t('pay', ['new'], 'paid', { endpoint: 'submit' }))))).toEqual([
      '/stateMachine/transitions/0/endpoint POST /api/shop/order/submit is already the generic "submit"\'s',
    ]);
    const ok = order(
      transitions(
        t('pay', ['new'], 'paid', { endpoint: 'updateState' }),
        t('finish', ['paid'], 'done', { endpoint: 'updateState' }),
      ),
    );
    expect(lint(ok)).toEqual([]);
    const ambiguous = order(
      transitions(
        t('a', ['new'], 'done', { endpoint: 'updateState' }),
        t('b', ['new', 'paid'], 'done', { endpoint: 'updateState' }),
      ),
    );
    expect(messages(ambiguous)[0]).toContain('"b" and "a" share /api/shop/order/updateState, lead to "done"');
  });

  it('inputs are columns linted like any other; copied inputs must be inputs and columns', () => {
    const e = order(
      transitions(
        t('pay', ['new'], 'paid', {
          inputs: [
            { prop: 'amount', label: { zh: '金额', en: 'Amount' }, type: 'hologram' },
            { prop: 'ids', label: { zh: '编号', en: 'Ids' } },
          ],
          copy: ['amount', 'note'],
        }),
      ),
    );
    expect(messages(e)).toEqual(
      expect.arrayContaining([
        '/stateMachine/transitions/0/inputs/0/type unknown value type "hologram"',
        '/stateMachine/transitions/0/inputs/1/prop "ids" is a parameter of every transition',
        '/stateMachine/transitions/0/copy/0 "amount" is not a column of shop.order that a transition may write',
        '/stateMachine/transitions/0/copy/1 "note" is copied from the inputs but no input has that prop',
      ]),
    );
  });

  it('button codes are valid and not taken by another file', () => {
    const e = order(transitions(t('pay', ['new'], 'paid', { permission: 'pay-now' })));
    expect(messages(e)).toContain('/stateMachine/transitions/0/permission invalid permission code "pay-now"');
    const other = defineEntity({
      name: 'shop.other',
      title: { zh: '乙', en: 'B' },
      permission: 'other',
      api: { service: 'shop', entity: 'other' },
      columns: [{ prop: 'a', label: { zh: '甲', en: 'A' } }],
      actions: [
        {
          key: 'pay',
          label: { zh: '付', en: 'Pay' },
          scope: 'row',
          permission: 'order_pay',
          effect: { set: { a: '1' } },
        },
      ],
    });
    const problems = lint(order(), [{ file: 'schemas/shop/other.ts', value: other }]);
    expect(problems.map((p) => p.message)).toContain(
      'permission code "order_pay" is already used by schemas/shop/order.ts',
    );
  });

  it('a plugin declaration lists each guard and effect once', () => {
    const twice = declarePlugin({ name: 'shop', guards: ['paidInFull', 'paidInFull'], effects: ['notify'] });
    const problems = lintFiles([
      { file: 'schemas/shop/dicts.ts', value: dicts },
      { file: 'plugins/shop/plugin.ts', value: twice },
      { file: 'schemas/shop/order.ts', value: order() },
    ]);
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual(['/guards/1 duplicate guard "paidInFull"']);
  });
});

describe('state-machine helpers', () => {
  const e = order(
    transitions(
      t('pay', ['new'], 'paid', { inputs: [{ prop: 'amount', label: { zh: '金额', en: 'Amount' } }] }),
      t('cancel', ['new', 'paid'], 'done', { endpoint: 'updateState', batch: true }),
      t('finish', ['paid'], 'done', { endpoint: 'updateState', permission: 'order_close' }),
    ),
  );
  const [pay, cancel, finish]: Transition[] = e.stateMachine!.transitions;

  it('the transitions a row allows come from its state (keys compare as text)', () => {
    expect(allowedTransitions(e, { state: 'new' }).map((x) => x.key)).toEqual(['pay', 'cancel']);
    expect(allowedTransitions(e, { state: 'paid' }).map((x) => x.key)).toEqual(['cancel', 'finish']);
    expect(allowedTransitions(e, { state: 'done' })).toEqual([]);
    expect(allowedTransitions(e, {})).toEqual([]);
  });

  it('button codes and routes: one per path, shared paths named once', () => {
    expect(permissionCodes(e)).toEqual(
      expect.arrayContaining(['order_view', 'order_pay', 'order_cancel', 'order_close']),
    );
    expect(transitionRoutes(e).map((r) => [r.method, r.path, r.transitions.map((x) => x.key)])).toEqual([
      ['POST', '/api/shop/order/pay', ['pay']],
      ['POST', '/api/shop/order/updateState', ['cancel', 'finish']],
    ]);
    expect(pathSiblings(e, finish)).toEqual([cancel, finish]);
    // On a shared path the client names the target state in the status prop.
    expect(transitionTarget(e, finish)).toEqual({ state: 'done' });
    expect(transitionTarget(e, pay)).toEqual({});
  });

  it('a transition seen as an action: inputs as its form, the change as its effect', () => {
    expect(transitionAction(e, pay)).toMatchObject({
      key: 'pay',
      scope: 'row',
      endpoint: 'pay',
      params: 'ids',
      permission: 'order_pay',
      form: pay.inputs,
      effect: { set: { state: 'paid' }, from: { state: ['new'] } },
    });
  });

  it('the status column is never written by the generic submit', () => {
    const field = entityFields(e).find((f) => f.prop === 'state')!;
    expect(isWritable(e, field, 'add')).toBe(false);
    expect(isWritable(e, field, 'edit')).toBe(false);
    expect((submitSchema(e, 'edit').properties as Record<string, unknown>).state).toEqual({ 'x-label': field.label });
  });

  it('a row is named by its first text column, else its id', () => {
    expect(rowLabel(e, { id: '7', orderNo: 'A-7' })).toBe('A-7');
    expect(rowLabel(e, { id: '7' })).toBe('#7');
  });
});
