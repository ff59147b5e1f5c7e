/**
 * The demo mall of every tenant but the platform's, on a new database: goods with pictures, stock in two
 * warehouses made by audited in orders (and moved by pick and refund-in orders in every state — each
 * movement row written, so the stock is the sum of its movements), machines with full, half-full and empty
 * lanes and one without lanes, templates, strategies, and two months of sale orders in every state.
 * Deterministic (a seeded generator), dated back from the day the database is made.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { CATEGORIES, GOODS, MACHINES, REPOSITORIES, SHELF_CATEGORIES, SPECS, STRATEGIES, TEMPLATES } from './seed-data';

type Values = Record<string, unknown>;

function prng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const timeText = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export async function seedMall(db: Db): Promise<Record<string, number>> {
  const tenants = await db.selectFrom('blade_tenant').select('tenant_id').where('is_deleted', '=', 0).where('tenant_id', '<>', '000000').execute();
  let orders = 0;
  for (const [i, { tenant_id }] of tenants.entries()) orders += await seedTenant(db, String(tenant_id), i + 1);
  return { mallOrders: orders };
}

async function seedTenant(db: Db, tenant: string, seed: number): Promise<number> {
  const now = nowText();
  const audit = { tenant_id: tenant, create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const ins = async (table: string, v: Values) =>
    Number((await db.insertInto(table).values({ ...audit, ...v }).returning('id').executeTakeFirstOrThrow()).id);
  const random = prng(seed * 7919);

  const category = new Map<string, number>();
  for (const [sort, [name, children]] of CATEGORIES.entries()) {
    const id = await ins('dm_category', { category_name: name, parent_id: 0, sort });
    for (const [s, child] of children.entries()) category.set(child, await ins('dm_category', { category_name: child, parent_id: id, sort: s }));
  }
  const shelf = new Map<string, number>();
  for (const [sort, name] of SHELF_CATEGORIES.entries()) shelf.set(name, await ins('dm_shelf_category', { shelf_category_name: name, sort }));
  const specValue = new Map<string, number>();
  for (const [sort, [name, values]] of SPECS.entries()) {
    const specId = await ins('dm_goods_spec', { spec_name: name, sort });
    for (const [s, v] of values.entries()) specValue.set(v, await ins('dm_spec_value', { spec_id: specId, spec_value: v, sort: s }));
  }
  const group = await ins('dm_material_group', { group_name: '商品图片', sort: 0 });
  await ins('dm_material_group', { group_name: '屏幕广告', sort: 1 });
  const goods = new Map<string, { id: number; price: number }>();
  for (const [sort, [name, code, cat, shelfName, price, pic, spec]] of GOODS.entries()) {
    const url = `/mall/${pic}.svg`;
    const id = await ins('dm_spu', {
      spu_name: name,
      spu_code: code,
      category_id: category.get(cat),
      shelf_category_id: shelf.get(shelfName),
      price,
      pic_url: url,
      shelf_status: code === 'CAR01' ? 0 : 1,
      sort,
    });
    goods.set(code, { id, price });
    await ins('dm_spu_spec', { spu_id: id, spec_value_id: specValue.get(spec) });
    await ins('dm_material', { material_name: name, group_id: group, url });
  }
  const repos: number[] = [];
  for (const [i, [name, address, keeper]] of REPOSITORIES.entries())
    repos.push(await ins('dm_repository', { repository_name: name, address, keeper, is_default: i === 0 ? 1 : 0 }));

  // Stock through orders, kept as the stock rows and movements the audits would write.
  const stock = new Map<string, { q: number; r: number }>();
  const move = async (repo: number, spu: number, dq: number, dr: number, type: number, no: string, when: string) => {
    const key = `${repo}:${spu}`;
    const s = stock.get(key) ?? { q: 0, r: 0 };
    s.q += dq;
    s.r += dr;
    stock.set(key, s);
    await db
      .insertInto('dm_stock_movement')
      .values({ tenant_id: tenant, repository_id: repo, spu_id: spu, movement_type: type, quantity_change: dq, reserved_change: dr, quantity_after: s.q, source_no: no, operator_name: '仓管员', create_time: when })
      .execute();
  };
  const day = (n: number) => timeText(new Date(Date.now() - n * 86400000));
  let seq = 0;
  const no = (prefix: string, n: number) => `${prefix}${day(n).slice(0, 10).replaceAll('-', '')}${tenant.slice(-2)}${String(++seq).padStart(4, '0')}`;
  const codes = [...goods.keys()];
  for (const [ri, repo] of repos.entries())
    for (const code of codes) {
      const n = 20 + Math.floor(random() * 60) - ri * 10;
      const orderNo = no('RK', 40);
      await ins('dm_order_in', { order_no: orderNo, repository_id: repo, spu_id: goods.get(code)!.id, quantity: n, supplier: '华东食品供应链', in_status: 1, create_time: day(40) });
      await move(repo, goods.get(code)!.id, n, 0, 1, orderNo, day(40));
    }
  for (const [k, code] of ['JUICE250', 'COLA330', 'WATER500'].entries()) {
    await ins('dm_order_in', { order_no: no('RK', 1), repository_id: repos[0], spu_id: goods.get(code)!.id, quantity: 24, supplier: '华东食品供应链', in_status: k === 2 ? 2 : 0, create_time: day(1) });
  }
  // Pick orders in every state: pending, reserved, delivered, rejected.
  const picks: Array<[string, number, number]> = [['COLA330', 0, 10], ['JUICE250', 1, 8], ['WATER500', 2, 12], ['CHIPS01', 3, 5], ['MILK250', 2, 6]];
  for (const [code, state, n] of picks) {
    const orderNo = no('LH', 5);
    const spu = goods.get(code)!.id;
    await ins('dm_pick_in', { order_no: orderNo, repository_id: repos[0], spu_id: spu, quantity: n, pick_status: state, create_time: day(5) });
    if (state === 1 || state === 2) await move(repos[0], spu, 0, n, 2, orderNo, day(5));
    if (state === 2) await move(repos[0], spu, -n, -n, 3, orderNo, day(4));
  }
  const refunds: Array<[string, number, number, string]> = [['JUICE250', 0, 3, '临期'], ['CANDY01', 1, 4, '包装破损'], ['COLA330', 2, 2, '数量不符']];
  for (const [code, state, n, reason] of refunds) {
    const orderNo = no('TH', 3);
    const spu = goods.get(code)!.id;
    await ins('dm_refund_in', { order_no: orderNo, repository_id: repos[0], spu_id: spu, quantity: n, reason, refund_in_status: state, create_time: day(3) });
    if (state === 1) await move(repos[0], spu, n, 0, 4, orderNo, day(3));
  }
  for (const [key, s] of stock) {
    const [repo, spu] = key.split(':').map(Number);
    await db.insertInto('dm_stock').values({ tenant_id: tenant, repository_id: repo, spu_id: spu, quantity: s.q, reserved: s.r, update_time: now }).execute();
  }

  for (const [template, way, code, count, capacity] of TEMPLATES)
    await ins('dm_cargo_way_template', { template_name: template, way_no: way, spu_id: goods.get(code)!.id, count, capacity });
  const machines: number[] = [];
  const drinks = ['JUICE250', 'COLA330', 'WATER500', 'MILK250'];
  for (const [name, serial, address, status, lanes, fill] of MACHINES) {
    const sn = tenant === '100001' ? serial : `${serial}-${tenant.slice(-3)}`;
    const id = await ins('dd_device_dispacher', { name, device_serial_number: sn, device_id: sn.replaceAll('-', ''), address, way_num: lanes, status });
    machines.push(id);
    for (let n = 1; n <= lanes; n++) {
      const spu = fill === 'empty' || (fill === 'half' && n > lanes / 2) ? null : goods.get(drinks[(n - 1) % 4])!.id;
      const count = spu ? (fill === 'full' ? 10 : 3 + (n % 4)) : 0;
      await db.insertInto('dm_cargo_way').values({ tenant_id: tenant, dispacher_id: id, way_no: n, spu_id: spu, count, capacity: 10 }).execute();
    }
  }
  for (const [name, shelfName, list] of STRATEGIES) {
    const id = await ins('dm_strategy', { strategy_name: name, shelf_category_id: shelf.get(shelfName), dispacher_ids: machines.slice(0, 2).join(',') });
    for (const [sort, code] of list.entries()) await ins('dm_strategy_item', { strategy_id: id, spu_id: goods.get(code)!.id, sort });
  }
  const merchant = await db.selectFrom('tc_merchant').select('id').where('tenant_id', '=', tenant).where('is_deleted', '=', 0).orderBy('id').executeTakeFirst().catch(() => undefined);
  if (merchant) for (const m of machines.slice(0, 3)) await ins('dd_merchant_dispacher', { merchant_id: merchant.id, dispacher_id: m, operate_type: 'self' });

  // Two months of sales: 3–9 orders a day from the machines in service; ~8 % refunded, the newest in flight.
  const rows: Values[] = [];
  for (let d = 60; d >= 0; d--) {
    const n = 3 + Math.floor(random() * 7);
    for (let k = 0; k < n; k++) {
      const code = codes[Math.floor(random() * codes.length)];
      const qty = 1 + Math.floor(random() * 3);
      const pay = goods.get(code)!.price * qty;
      const when = new Date(Date.now() - d * 86400000);
      when.setUTCHours(1 + Math.floor(random() * 12), Math.floor(random() * 60), Math.floor(random() * 60));
      const r = random();
      const [state, refunded, refunding] = r < 0.05 ? [4, pay, 0] : r < 0.08 ? [3, Math.floor(pay / 2), 0] : r < 0.09 && d < 3 ? [2, 0, pay] : [1, 0, 0];
      rows.push({
        tenant_id: tenant,
        order_no: `DM${timeText(when).slice(0, 10).replaceAll('-', '')}${tenant.slice(-2)}${String(rows.length + 1).padStart(5, '0')}`,
        dispacher_id: machines[Math.floor(random() * 3)],
        spu_id: goods.get(code)!.id,
        quantity: qty,
        pay_amount: pay,
        refund_amount: refunded,
        refunding_amount: refunding,
        order_status: state,
        create_time: timeText(when),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('dm_order').values(rows.slice(i, i + 200)).execute();
  return rows.length;
}
