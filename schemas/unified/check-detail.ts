import { defineEntity, required } from '../../engine/schema';
import * as check from './_check-columns';

/**
 * Inspection lines (巡检明细, `checkdetail`): one check point (unified.checkConf) of one inspection, with
 * what the inspector found and a photo. Made when the inspection starts; edited while it is in progress
 * (the server refuses changes to a finished or cancelled inspection's lines).
 * `GET checkdetail/getDetailList?checkItemId=` answers the lines of an inspection with their point's name.
 * Shown beside its inspection on the page 巡检明细 (unified.inspectionLines).
 */
export default defineEntity({
  name: 'unified.checkDetail',
  title: { zh: '巡检明细', en: 'Inspection lines' },
  permission: 'checkdetail',
  api: { service: 'unified-merchant', entity: 'checkdetail' },
  storage: { table: 'um_check_detail', tenant: true, audit: true, indexes: [['checkItemId']] },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'checkItemId', schema: 'unified.checkItem' },
  columns: [
    check.checkItemId,
    {
      prop: 'checkConfId',
      label: { zh: '检查项', en: 'Check point' },
      type: 'select',
      ref: { schema: 'unified.checkConf', label: 'checkName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 180 },
      rules: [required('请选择检查项', 'Please choose the check point', 'change')],
    },
    check.result,
    check.photo,
    { prop: 'checkTime', label: { zh: '检查时间', en: 'Checked at' }, type: 'datetime', form: false, table: { width: 160 } },
    check.remark,
  ],
});
