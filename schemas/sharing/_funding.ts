/** The funding type of a sharing request (the leading `_` keeps this file out of the registry). */
import { required, type Column } from '../../engine/schema';

export const fundingColumn: Column = {
  prop: 'fundingType',
  label: { zh: '资金类型', en: 'Funding type' },
  type: 'select',
  dict: 'funding_type',
  db: { type: 'int' },
  default: 1,
};

/** The input of the exception-sharing transitions. */
export const fundingInput: Column = {
  ...fundingColumn,
  rules: [required('请选择资金类型', 'Please choose the funding type', 'change')],
};
