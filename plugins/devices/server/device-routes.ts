/**
 * The device list's own calls (spec §7 `share-iot/device`, §4 "Device"): the location check by ids with a
 * status, attaching a device to a parent (`addDeviceSon`, id + parentId or the parent's number) and
 * detaching it (`removeParentId`), and moving devices to another tenant (`refBindTenant`, the platform
 * administrator only: their merchant, store, site and rule stay behind, as those are the old tenant's).
 */
import type { FastifyRequest } from 'fastify';
import { actionPath, actionPermission } from '../../../engine/schema/resolve';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done } from '../../../server/kernel/http/envelope';
import { ApiError, badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { onSuccess } from '../../../server/log/usual-log';
import { DEVICE_TABLE, MERCHANT_DEVICE_TABLE, devicesByCode, devicesById } from './binding';
import { has, idList, oneId, paramsOf } from './params';
import { text } from './texts';

type Handler = (req: FastifyRequest) => Promise<void>;

export function registerDeviceRoutes(ctx: ServerContext, routes: RouteSink): void {
  const device = ctx.models.get('device.device')!;
  const add = (key: string, handler: Handler, event: (p: (k: string) => string) => { zh: string; en: string }) => {
    const a = device.schema.actions!.find((x) => x.key === key)!;
    routes.add({
      method: 'POST',
      url: actionPath(device.schema, a),
      access: actionPermission(device.schema, a),
      transaction: true,
      usualEvent: onSuccess(`device-${key}`, 'info', event),
      handler: async (req) => {
        await handler(req);
        return done(req);
      },
    });
  };
  const touch = () => ({ update_time: nowText() });

  add(
    'locationCheck',
    async (req) => {
      const p = paramsOf(req);
      const status = String(p.status ?? p.locationCheck ?? '');
      if (status !== '0' && status !== '1') throw badRequest(text.locationStatus);
      const devices = await devicesById(ctx, req, idList(p, ['ids', 'deviceIds']));
      await ctx.database.db
        .updateTable(DEVICE_TABLE)
        .set({ location_check: Number(status), ...touch() })
        .where(
          'id',
          'in',
          devices.map((d) => d.id),
        )
        .execute();
    },
    (p) => ({ zh: `设备 ${p('ids')} 位置校验改为 ${p('status')}`, en: `Location check of ${p('ids')} set to ${p('status')}` }),
  );

  add(
    'addDeviceSon',
    async (req) => {
      const p = paramsOf(req);
      const [child] = await devicesById(ctx, req, [oneId(p, ['id', 'deviceId'])]);
      const parent =
        has(p, 'parentId')
          ? (await devicesById(ctx, req, [oneId(p, ['parentId'])]))[0]
          : (await devicesByCode(ctx, req, [String(p.parentCode ?? '').trim()]).catch(() => {
              throw badRequest(text.parentUnknown(String(p.parentCode ?? '')));
            }))[0];
      if (parent.tenantId !== child.tenantId) throw badRequest(text.parentOfOtherTenant);
      if (parent.id === child.id || (await ancestorsOf(ctx, parent.id)).includes(child.id)) throw badRequest(text.selfParent);
      const current = await ctx.database.db.selectFrom(DEVICE_TABLE).select('parent_id').where('id', '=', child.id).executeTakeFirst();
      if (Number(current?.parent_id ?? 0) !== 0) throw badRequest(text.hasParent(child.code));
      await ctx.database.db
        .updateTable(DEVICE_TABLE)
        .set({ parent_id: parent.id, parent_code: parent.code, ...touch() })
        .where('id', '=', child.id)
        .execute();
    },
    (p) => ({ zh: `设备 ${p('id')} 挂到上级 ${p('parentId') || p('parentCode')}`, en: `Device ${p('id')} attached to ${p('parentId') || p('parentCode')}` }),
  );

  add(
    'removeParentId',
    async (req) => {
      const [d] = await devicesById(ctx, req, [oneId(paramsOf(req), ['id', 'deviceId'])]);
      const row = await ctx.database.db.selectFrom(DEVICE_TABLE).select('parent_id').where('id', '=', d.id).executeTakeFirst();
      if (Number(row?.parent_id ?? 0) === 0) throw badRequest(text.noParent(d.code));
      await ctx.database.db
        .updateTable(DEVICE_TABLE)
        .set({ parent_id: 0, parent_code: null, ...touch() })
        .where('id', '=', d.id)
        .execute();
    },
    (p) => ({ zh: `设备 ${p('id')} 解除上级`, en: `Device ${p('id')} detached from its parent` }),
  );

  add(
    'refBindTenant',
    async (req) => {
      if (!req.auth?.access?.platformAdmin) throw new ApiError(403, text.platformOnly);
      const p = paramsOf(req);
      const tenant = String(p.newTenantId ?? '').trim();
      const found = await ctx.database.db
        .selectFrom('blade_tenant')
        .select('tenant_id')
        .where('tenant_id', '=', tenant)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      if (!tenant || !found) throw badRequest(text.tenantUnknown(tenant));
      const devices = await devicesById(ctx, req, idList(p, ['deviceIds', 'ids']));
      if (devices.every((d) => d.tenantId === tenant)) throw badRequest(text.sameTenant);
      const ids = devices.map((d) => d.id);
      const db = ctx.database.db;
      await db
        .updateTable(DEVICE_TABLE)
        .set({
          tenant_id: tenant,
          parent_id: 0,
          parent_code: null,
          merchant_id: null,
          merchant_name: null,
          store_id: null,
          store_name: null,
          site_id: null,
          site_name: null,
          charge_rule_id: null,
          charge_rule_name: null,
          ...touch(),
        })
        .where('id', 'in', ids)
        .execute();
      // Children left behind in the old tenant lose their parent; the moved ones' slots and cars follow.
      await db.updateTable(DEVICE_TABLE).set({ parent_id: 0, parent_code: null }).where('parent_id', 'in', ids).where('tenant_id', '!=', tenant).execute();
      await db.updateTable(MERCHANT_DEVICE_TABLE).set({ is_deleted: 1, ...touch() }).where('device_id', 'in', ids).execute();
      await db.updateTable('tc_device_slot').set({ tenant_id: tenant }).where('device_id', 'in', ids).execute();
      await db
        .updateTable('tc_car')
        .set({ tenant_id: tenant, merchant_id: null, merchant_name: null, site_id: null, site_name: null })
        .where('device_id', 'in', ids)
        .execute();
    },
    (p) => ({ zh: `设备 ${p('ids') || p('deviceIds')} 换绑到租户 ${p('newTenantId')}`, en: `Devices ${p('ids') || p('deviceIds')} moved to tenant ${p('newTenantId')}` }),
  );
}

/** The ids above a device, nearest first (a short chain: parents are one or two levels deep). */
async function ancestorsOf(ctx: ServerContext, id: number): Promise<number[]> {
  const out: number[] = [];
  let current = id;
  for (let depth = 0; depth < 32; depth++) {
    const row = await ctx.database.db.selectFrom(DEVICE_TABLE).select('parent_id').where('id', '=', current).executeTakeFirst();
    const parent = Number(row?.parent_id ?? 0);
    if (!parent || out.includes(parent)) break;
    out.push(parent);
    current = parent;
  }
  return out;
}
