/** Receiver columns the sharing lists share (the leading `_` keeps this file out of the registry). */
import type { Column } from '../../engine/schema';
import { server } from './_columns';

export const receiverColumns: Column[] = [
  {
    prop: 'receiverType',
    label: { zh: '接收方类型', en: 'Receiver type' },
    type: 'select',
    dict: 'receiver_type',
    db: { type: 'int' },
    search: { mode: 'exact' },
    table: { width: 100 },
    ...server,
  },
  {
    prop: 'receiverName',
    label: { zh: '接收方', en: 'Receiver' },
    maxLength: 64,
    search: true,
    table: { width: 150, ellipsis: true },
    ...server,
  },
  { prop: 'receiverAccount', label: { zh: '接收方账号', en: 'Account' }, maxLength: 64, table: { width: 140 }, ...server },
];

/** The bill number of the request a row belongs to. */
export const bizNoColumn: Column = {
  prop: 'bizNo',
  label: { zh: '分账单号', en: 'Request number' },
  maxLength: 32,
  search: { mode: 'exact' },
  table: { width: 180 },
  ...server,
};
