/**
 * The operations screen's SMS calls (spec §7 "Operations", `share-operation/child`):
 * - `GET child/selectSms` — the SMS history of the caller's tenant, a page with the history list's own
 *   search (phone, status, createTime range…): the same read as `smshistory/page`, view grant of SMS history;
 * - `POST child/sendSms?phones=&params=` (also `code`) — a message through the tenant's ENABLED SMS
 *   configuration of the system screens, exactly as `blade-resource/sms/send-message` (the SMS adapter:
 *   the simulator by default), every phone recorded in SMS history; the same send grant.
 */
import { actionPermission, crudPermissions } from '../../../engine/schema/resolve';
import { pageRows } from '../../../server/crud/read';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { sendMessage } from './sms-routes';

export function registerChildRoutes(ctx: ServerContext, routes: RouteSink): void {
  const sms = ctx.models.get('system.sms');
  const history = ctx.models.get('operation.smsHistory');
  const send = sms?.schema.actions?.find((a) => a.key === 'send');
  if (!sms || !history || !send) return;
  const base = `/api/${history.schema.api.service}/child`;
  routes.add({
    method: 'GET',
    url: `${base}/selectSms`,
    access: [crudPermissions(history.schema).view],
    handler: async (req) => ok(req, await pageRows(ctx, history, req, 'page')),
  });
  routes.add({
    method: 'POST',
    url: `${base}/sendSms`,
    access: actionPermission(sms.schema, send),
    handler: (req) => sendMessage(ctx, sms, req),
  });
}
