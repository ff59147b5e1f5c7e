/**
 * Inspection demo data (ids from 70001 / 71001 / 72001 / 73001 / 74001, + 500 for the second tenant): the
 * check points, one inspection area per city (its approved sites, the tenant administrator inspecting),
 * and inspections in every state — planned, in progress (lines partly checked), to rectify (an abnormal
 * line), completed, cancelled — with their lines and a few devices.
 */
import { STRIDE, type DemoTenantPlan, type Rows } from './demo-build';

const POINTS: Array<[string, number, string, number]> = [
  ['车身外观完好', 1, '车身无破损、无尖锐边角，贴纸完整', 1],
  ['座椅与安全带', 1, '座椅牢固，安全带可正常扣合', 0],
  ['电量与充电', 1, '电量不低于 30%，充电口无积水', 0],
  ['柜门开关', 2, '每个仓门开关顺畅，锁舌到位', 0],
  ['屏幕与音量', 2, '屏幕显示正常，提示音清晰', 0],
  ['场地卫生', 3, '场地无垃圾、无积水，车辆摆放整齐', 1],
  ['围栏标识', 3, '电子围栏边界标识清楚可见', 0],
  ['消毒记录', 4, '当日消毒已完成并登记', 1],
];

/** State of the n-th inspection: planned, in progress, to rectify, completed, cancelled, planned... */
const STATES = [0, 1, 2, 3, 3, 4, 0, 1];

export function buildInspections(plan: DemoTenantPlan, rows: Rows, inspectorId: number | null, now: string): Rows {
  const wide = plan.block * STRIDE.wide;
  const base = { tenant_id: plan.tenantId, create_time: now, update_time: now, status: 1 };
  const live = { ...base, is_deleted: 0 };
  const confIds = POINTS.map((_, i) => 70001 + wide + i);
  const out: Rows = {
    um_check_conf: POINTS.map(([name, category, standard, photo], i) => ({
      ...live,
      id: confIds[i],
      check_name: name,
      category,
      standard,
      need_photo: photo,
      sort: i + 1,
      conf_status: 1,
    })),
    um_check_area: [],
    um_check_item: [],
    um_check_detail: [],
    um_check_device: [],
  };
  const sites = rows.tc_merchant_store_site.filter((s) => s.audit_status === 1);
  const byCity = new Map<string, typeof sites>();
  for (const s of sites) byCity.set(String(s.city), [...(byCity.get(String(s.city)) ?? []), s]);
  let area = 71001 + wide;
  let item = 72001 + wide;
  let detail = 73001 + wide;
  let device = 74001 + wide;
  let n = 0;
  for (const [city, list] of byCity) {
    const merchantId = list[0].merchant_id;
    const own = list.filter((s) => s.merchant_id === merchantId);
    const areaId = area++;
    out.um_check_area.push({
      ...live,
      id: areaId,
      area_name: `${city}巡检线路`,
      merchant_id: merchantId,
      city,
      inspector_id: inspectorId,
      site_ids: own.map((s) => s.id).join(','),
      remark: '',
    });
    for (const site of own.slice(0, 2)) {
      const state = STATES[n % STATES.length];
      const day = `2026-11-${String(10 + (n % 18)).padStart(2, '0')}`;
      const id = item++;
      n++;
      const abnormal = state === 2 ? 1 : 0;
      out.um_check_item.push({
        ...live,
        id,
        task_no: `XJ${day.replaceAll('-', '')}${String(id).padStart(6, '0')}`,
        check_area_id: areaId,
        site_id: site.id,
        merchant_id: site.merchant_id,
        inspector_id: inspectorId,
        plan_start_time: `${day} 09:00:00`,
        plan_end_time: `${day} 18:00:00`,
        check_status: state,
        abnormal_count: abnormal,
        finish_time: state === 3 ? `${day} 11:${String(10 + (n % 40)).padStart(2, '0')}:00` : null,
        rectify_remark: '',
        remark: state === 4 ? '商场闭店装修，取消本次巡检' : '',
      });
      if (state === 0 || state === 4) continue;
      confIds.forEach((confId, i) => {
        // In progress: the first half checked; to rectify: the first line abnormal; completed: all normal.
        const result = state === 1 ? (i < 4 ? 1 : 0) : state === 2 && i === 0 ? 2 : 1;
        out.um_check_detail.push({
          ...base,
          id: detail++,
          check_item_id: id,
          check_conf_id: confId,
          result,
          photo: '',
          check_time: result ? `${day} 10:${String(10 + i * 3).padStart(2, '0')}:00` : null,
          remark: result === 2 ? '左前轮挡泥板破损，需更换' : '',
        });
      });
      out.um_check_device.push({
        ...base,
        id: device++,
        check_item_id: id,
        device_id: null,
        device_code: `CAB${String(site.id).slice(-4)}01`,
        result: state === 1 ? 0 : 1,
        photo: '',
        check_time: state === 1 ? null : `${day} 10:40:00`,
        remark: '',
      });
    }
  }
  return out;
}
