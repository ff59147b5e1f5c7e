/**
 * Devices online, offline and faulty, for the dashboard — read from the devices area's tables (issue 14,
 * docs/areas/devices.md) by entity name, so this plugin imports nothing of that area: online and offline
 * are the device list's rows by `onlineStatus` (1 / 0); faulty are the fault reports still waiting to be
 * handled (`reportStatus` 0, 待处理). Each is counted with the caller's tenant view and data scope, exactly
 * as the list its tile opens (`/device/device?onlineStatus=…`, `/factory/fault-report?reportStatus=0`)
 * counts its total. Without those entities (a build without the devices area) there is nothing to count.
 */
import type { FastifyRequest } from 'fastify';
import { allOf, baseFilters, type Filter } from '../../../server/crud/conditions';
import type { ServerContext } from '../../../server/kernel/http/context';

export interface DeviceFigures {
  online: number;
  offline: number;
  faulty: number;
}

/** The entities and the values counted; the client's tiles link to the same filters. */
export const DEVICE_FIGURES = {
  device: 'device.device',
  faultReport: 'factory.faultReport',
  online: 1,
  offline: 0,
  faultWaiting: 0,
} as const;

async function count(ctx: ServerContext, req: FastifyRequest, entity: string, where: Filter): Promise<number> {
  const model = ctx.models.get(entity)!;
  const row = await ctx.database.db
    .selectFrom(model.table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(allOf([...baseFilters(model, req.auth), where]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deviceFigures(ctx: ServerContext, req: FastifyRequest): Promise<DeviceFigures | null> {
  const F = DEVICE_FIGURES;
  if (!ctx.models.get(F.device) || !ctx.models.get(F.faultReport)) return null;
  const [online, offline, faulty] = await Promise.all([
    count(ctx, req, F.device, (eb) => eb('online_status', '=', F.online)),
    count(ctx, req, F.device, (eb) => eb('online_status', '=', F.offline)),
    count(ctx, req, F.faultReport, (eb) => eb('report_status', '=', F.faultWaiting)),
  ]);
  return { online, offline, faulty };
}
