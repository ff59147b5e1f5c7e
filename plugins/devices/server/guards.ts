/**
 * Guards of the device state machines, run inside the transition's transaction. A guard answers nothing
 * to allow, or the reason it refuses in both languages (the kernel names the row and the change).
 */
import type { ServerContext } from '../../../server/kernel/http/context';
import type { TransitionGuard } from '../../../server/kernel/transitions';

export function deviceGuards(ctx: ServerContext): Record<string, TransitionGuard> {
  return {
    /** A device whose car is out on a rental keeps running until the car is back. */
    noCarOut: async ({ row }) => {
      const out = await ctx.database.db
        .selectFrom('tc_car')
        .select('car_code')
        .where('device_id', '=', Number(row.id))
        .where('car_status', '=', 2)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      return out
        ? { zh: `车辆 ${out.car_code} 正在租用中，请待其归还后再停用`, en: `car ${out.car_code} is rented out: disable it once the car is back` }
        : undefined;
    },
  };
}
