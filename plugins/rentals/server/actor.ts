/**
 * Who acts when the server acts on its own (a job handing a refund to the channel, a push delivered): a
 * request-like caller of the row's tenant, named 系统 / system, so the change log and the change records
 * say the server did it. Built with the excel jobs' `jobRequest` (server/crud/excel/caller.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../engine/schema/resolve';
import { jobRequest } from '../../../server/crud/excel/caller';

export function systemActor(tenantId: string, lang: Lang = 'zh'): FastifyRequest {
  return jobRequest({
    lang,
    auth: {
      tenantId,
      userId: '0',
      account: 'system',
      realName: lang === 'en' ? 'system' : '系统',
      roleIds: [],
      roleNames: [],
      deptId: '',
      postId: '',
      clientId: '',
    },
  });
}
