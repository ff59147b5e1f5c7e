/**
 * The state-machine fixture of the server tests: a rental booking with a status dictionary, five
 * transitions (one batch, one with inputs copied onto the row, two sharing the contract-style path
 * `updateState`), a plugin declaration naming a guard and an effect, and the module implementing them.
 * Kept out of tests/server/fixtures/ so that other suites start without this module.
 */
import { defineCatalog, defineEntity, declarePlugin, type Registry } from '../../engine/schema';
import { createRegistry } from '../../engine/schema/registry';
import { badRequest } from '../../server/kernel/http/errors';
import { defineServerModule } from '../../server/kernel/module';

export const B = '/api/toycar-test/booking';

export const bookingDicts = defineCatalog({
  dicts: [
    {
      code: 'booking_state',
      title: { zh: '预约状态', en: 'Booking state' },
      items: [
        { key: 0, label: { zh: '待确认', en: 'Pending' } },
        { key: 1, label: { zh: '已确认', en: 'Confirmed' } },
        { key: 2, label: { zh: '使用中', en: 'In use' } },
        { key: 3, label: { zh: '已归还', en: 'Returned' } },
        { key: 4, label: { zh: '已取消', en: 'Cancelled' } },
      ],
    },
  ],
});

export const booking = defineEntity({
  name: 'test.booking',
  title: { zh: '测试预约', en: 'Test bookings' },
  route: '/test/booking',
  menu: { parent: 'system', sort: 98 },
  permission: 'booking',
  api: { service: 'toycar-test', entity: 'booking' },
  storage: { table: 'test_booking', tenant: true, audit: true, softDelete: true },
  table: { selection: true, viewButton: true },
  columns: [
    { prop: 'name', label: { zh: '预约人', en: 'Booked by' }, search: true, maxLength: 50 },
    { prop: 'slots', label: { zh: '车位数', en: 'Slots' }, type: 'number', min: 0, max: 100 },
    { prop: 'amount', label: { zh: '金额', en: 'Amount' }, type: 'money', min: 0, form: false },
    {
      prop: 'state',
      label: { zh: '状态', en: 'State' },
      type: 'select',
      dict: 'booking_state',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: true,
    },
  ],
  stateMachine: {
    field: 'state',
    transitions: [
      {
        key: 'confirm',
        label: { zh: '确认', en: 'Confirm' },
        from: [0],
        to: 1,
        batch: true,
        guard: 'smtest.hasSlots',
      },
      {
        key: 'start',
        label: { zh: '出车', en: 'Start' },
        from: [1],
        to: 2,
        endpoint: 'startRent',
        params: 'id',
        effect: 'smtest.openSlot',
      },
      {
        key: 'finish',
        label: { zh: '结束', en: 'Finish' },
        from: [2],
        to: 3,
        inputs: [
          {
            prop: 'amount',
            label: { zh: '结算金额', en: 'Amount due' },
            type: 'money',
            min: 0,
            rules: [{ required: true, message: { zh: '请输入结算金额', en: 'Please enter the amount due' } }],
          },
          { prop: 'note', label: { zh: '备注', en: 'Note' }, maxLength: 20 },
        ],
        copy: ['amount'],
      },
      { key: 'cancel', label: { zh: '取消', en: 'Cancel' }, from: [0, 1], to: 4, endpoint: 'updateState' },
      { key: 'reopen', label: { zh: '重开', en: 'Reopen' }, from: [4], to: 0, endpoint: 'updateState' },
    ],
  },
});

export const smDeclaration = declarePlugin({
  name: 'smtest',
  guards: ['hasSlots'],
  effects: ['openSlot'],
});

export const SLOT_TABLE = 'test_booking_slot';

/** The module: guard `hasSlots` (at most 10 slots; a row named `sneaky` changes itself meanwhile), effect `openSlot` (a row named `jammed` fails after its write). */
export const smModule = defineServerModule({
  name: 'smtest',
  tables: [
    {
      name: SLOT_TABLE,
      columns: [
        { name: 'booking_id', type: 'bigint' },
        { name: 'opened_by', type: 'string', length: 64 },
      ],
      indexes: [],
    },
  ],
  transitions: (ctx) => ({
    guards: {
      hasSlots: async ({ row, model }) => {
        // Another request changing the row between the read and the write, simulated deterministically.
        if (row.name === 'sneaky')
          await ctx.database.db.updateTable(model.table).set({ state: 4 }).where('id', '=', Number(row.id)).execute();
        if (Number(row.slots ?? 0) > 10)
          return { zh: `车位不足（需要 ${row.slots} 个）`, en: `not enough slots (${row.slots} wanted)` };
      },
    },
    effects: {
      openSlot: async ({ row, req }) => {
        await ctx.database.db
          .insertInto(SLOT_TABLE)
          .values({ booking_id: Number(row.id), opened_by: req.auth?.account ?? '' })
          .execute();
        if (row.name === 'jammed') throw badRequest({ zh: '车位未能打开', en: 'the slot did not open' });
      },
    },
  }),
});

/** The project's registry plus the booking fixture. */
export const withBooking = (base: Registry): Registry =>
  createRegistry([
    ...base.files,
    { file: 'tests/server/state-machine-fixture.ts#dicts', value: bookingDicts },
    { file: 'tests/server/state-machine-fixture.ts#booking', value: booking },
    { file: 'tests/server/state-machine-fixture.ts#plugin', value: smDeclaration },
  ]);
