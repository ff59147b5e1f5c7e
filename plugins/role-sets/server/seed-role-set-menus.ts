/**
 * A small demo menu tree for the factory app and for the merchant app, so their grant dialogs have content.
 * Idempotent, run on every start (server/compose/prepare.ts): a node is inserted only when no row with its
 * code exists — a removed row (is_deleted = 1) still counts, so an administrator's deletion is respected.
 * Skips a tree whose schema is not in the registry (test registries).
 */
import type { Registry } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';

interface SeedNode {
  code: string;
  name: string;
  nameEn: string;
  path?: string;
  /** 2 = button; menus (1) by default. */
  category?: 1 | 2;
  children?: SeedNode[];
}

const button = (code: string, name: string, nameEn: string): SeedNode => ({ code, name, nameEn, category: 2 });

export const FACTORY_DEMO_MENUS: SeedNode[] = [
  {
    code: 'factory_production',
    name: '生产管理',
    nameEn: 'Production',
    path: '/production',
    children: [
      {
        code: 'factory_code',
        name: '出厂编码',
        nameEn: 'Factory codes',
        path: '/production/code',
        children: [
          button('factory_code_add', '生成编码', 'Generate codes'),
          button('factory_code_export', '导出编码', 'Export codes'),
        ],
      },
      { code: 'factory_car_model', name: '车型管理', nameEn: 'Car models', path: '/production/car-model' },
    ],
  },
  {
    code: 'factory_quality',
    name: '质量检测',
    nameEn: 'Quality',
    path: '/quality',
    children: [{ code: 'factory_inspection', name: '检测记录', nameEn: 'Inspections', path: '/quality/inspection' }],
  },
];

export const MERCHANT_DEMO_MENUS: SeedNode[] = [
  {
    code: 'merchant_store',
    name: '门店管理',
    nameEn: 'Stores',
    path: '/store',
    children: [
      {
        code: 'merchant_store_list',
        name: '门店列表',
        nameEn: 'Store list',
        path: '/store/list',
        children: [
          button('merchant_store_add', '新增门店', 'Add store'),
          button('merchant_store_edit', '修改门店', 'Edit store'),
        ],
      },
      { code: 'merchant_site', name: '场地管理', nameEn: 'Sites', path: '/store/site' },
    ],
  },
  {
    code: 'merchant_order',
    name: '订单管理',
    nameEn: 'Orders',
    path: '/order',
    children: [
      {
        code: 'merchant_order_list',
        name: '订单列表',
        nameEn: 'Order list',
        path: '/order/list',
        children: [button('merchant_order_refund', '退款', 'Refund')],
      },
    ],
  },
  { code: 'merchant_bill', name: '月度账单', nameEn: 'Monthly bills', path: '/bill' },
];

async function seedTree(db: Db, table: string, nodes: SeedNode[]): Promise<number> {
  const existing = await db.selectFrom(table).select(['id', 'code']).execute();
  const ids = new Map(existing.map((r) => [String(r.code), Number(r.id)]));
  const now = nowText();
  let inserted = 0;
  const walk = async (list: SeedNode[], parentId: number) => {
    for (const [i, n] of list.entries()) {
      let id = ids.get(n.code);
      if (id === undefined) {
        const row = await db
          .insertInto(table)
          .values({
            code: n.code,
            name: n.name,
            name_en: n.nameEn,
            path: n.path ?? '',
            source: '',
            parent_id: parentId,
            category: n.category ?? 1,
            sort: i + 1,
            status: 1,
            is_deleted: 0,
            create_time: now,
            update_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
        ids.set(n.code, id);
        inserted++;
      }
      if (n.children) await walk(n.children, id);
    }
  };
  await walk(nodes, 0);
  return inserted;
}

const TREES: Array<[schema: string, nodes: SeedNode[]]> = [
  ['factory.menu', FACTORY_DEMO_MENUS],
  ['merchant.menu', MERCHANT_DEMO_MENUS],
];

/** Insert the missing demo nodes of both trees; answers how many rows were added. */
export async function seedRoleSetMenus(db: Db, registry: Registry): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let inserted = 0;
    for (const [name, nodes] of TREES) {
      const table = registry.entity(name)?.storage?.table;
      if (table) inserted += await seedTree(trx, table, nodes);
    }
    return inserted;
  });
}
