/**
 * `POST <user service>/unlock?userIds=` (BladeX's and SpringBlade's "账号解封"): the chosen accounts'
 * log-in lockouts (server/auth/lockout.ts, five wrong passwords in a row) end at once, instead of after
 * their 30 minutes. The users must be the caller's to see (404 otherwise); the code is the password
 * reset's (`user_reset`), the neighbouring rescue of a user who cannot sign in.
 */
import { actionPermission, basePath } from '../../../engine/schema/resolve';
import { accountSubject, unlockSubjects } from '../../../server/auth/lockout';
import { loadRows } from '../../../server/crud/rows';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done } from '../../../server/kernel/http/envelope';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { onSuccess } from '../../../server/log/usual-log';
import { idListParam, USER_SCHEMAS } from './admin-routes';

const unlockEvent = onSuccess('user-unlock', 'info', (p) => ({
  zh: `用户 ${p('userIds')} 已解封`,
  en: `Users ${p('userIds')} unlocked`,
}));

export function registerUnlockRoutes(ctx: ServerContext, routes: RouteSink): void {
  for (const name of USER_SCHEMAS) {
    const model = ctx.models.get(name);
    if (!model) continue;
    const e = model.schema;
    const reset = e.actions?.find((a) => a.key === 'reset');
    routes.add({
      method: 'POST',
      url: `${basePath(e)}/unlock`,
      access: reset ? actionPermission(e, reset) : `${e.permission}_reset`,
      usualEvent: unlockEvent,
      handler: async (req) => {
        const ids = idListParam(paramsOf(req).userIds, 'userIds');
        const users = await loadRows(ctx, model, req.auth, ids);
        const subjects = users.map((u) => accountSubject(String(u.tenant_id ?? ''), String(u.account ?? '')));
        await unlockSubjects(ctx.database.db, subjects);
        return done(req);
      },
    });
  }
}
