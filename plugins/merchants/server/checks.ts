/**
 * The checks every write of the merchant side makes on what a row hangs on: the merchant is live and
 * enabled, the store can take sites (approved and enabled), the site is live and approved. Each refuses
 * with a 400 naming the parent and the reason, or answers the parent row.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../server/kernel/db/database';
import type { StoredRow } from '../../../server/kernel/hooks';
import { approved, enabled, liveRow, named, T } from './lookups';
import { refuse } from './write-rules';

/** The live, enabled merchant a new child names (store, sub-merchant, account, rule...). */
export async function enabledMerchant(db: Db, id: unknown, tenantId: string): Promise<StoredRow> {
  const m = await liveRow(db, T.merchant, id, tenantId);
  if (!m) return refuse({ zh: '所选商户不存在或已删除', en: 'The chosen merchant does not exist or was removed' });
  if (!enabled(m)) {
    const n = named(m, 'merchant_name');
    return refuse({ zh: `商户${n.zh}已停用，不能新增或改挂下级`, en: `The merchant ${n.en} is disabled and takes nothing new` });
  }
  return m;
}

/** The store a site is put in: approved and enabled ("an unaudited store cannot get sites"). */
export async function storeForSites(db: Db, id: unknown, tenantId: string): Promise<StoredRow> {
  const s = await liveRow(db, T.store, id, tenantId);
  if (!s) return refuse({ zh: '所选门店不存在或已删除', en: 'The chosen store does not exist or was removed' });
  const n = named(s, 'store_name');
  if (!approved(s))
    refuse({ zh: `门店${n.zh}尚未审核通过，不能添加场地`, en: `The store ${n.en} is not approved yet, so it cannot get sites` });
  if (!enabled(s)) refuse({ zh: `门店${n.zh}已停用，不能添加场地`, en: `The store ${n.en} is disabled, so it cannot get sites` });
  return s;
}

/** A live site of the tenant that passed its audit. */
export async function approvedSite(db: Db, id: unknown, tenantId: string): Promise<StoredRow> {
  const s = await liveRow(db, T.site, id, tenantId);
  if (!s) return refuse({ zh: '所选场地不存在或已删除', en: 'The chosen site does not exist or was removed' });
  if (!approved(s)) {
    const n = named(s, 'site_name');
    refuse({ zh: `场地${n.zh}尚未审核通过`, en: `The site ${n.en} is not approved yet` });
  }
  return s;
}

/**
 * The platform administrator sees every tenant's rows in the pickers, so a child row they add goes where
 * its parent lives: it takes the parent's tenant (everyone else only reaches their own tenant's parents).
 */
export async function adoptTenant(
  db: Db,
  req: FastifyRequest,
  values: StoredRow,
  parentTable: string,
  parentId: unknown,
): Promise<void> {
  if (!req.auth?.access?.platformAdmin) return;
  const parent = await liveRow(db, parentTable, parentId);
  if (parent?.tenant_id) values.tenant_id = parent.tenant_id;
}
