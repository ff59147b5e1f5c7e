/**
 * Saber calls the bill's state changes with the operator as `createUser` (spec §3 "bill status change:
 * id or ids, billStatus, createUser"; `updateRemitStatus (ids, createUser)`). The server knows who calls
 * from the token, and the generic transition routes refuse parameters they do not know; so the bill's
 * transition paths are served here with `createUser` dropped first, then exactly as the generic route
 * does (server/crud/transitions.ts `runTransition`: same codes, checks, log). A module route on the same
 * path replaces the generic one.
 */
import type { FastifyRequest } from 'fastify';
import { transitionRoutes } from '../../../engine/schema/state-machine';
import { transitionPermission } from '../../../engine/schema/resolve';
import { runTransition } from '../../../server/crud/transitions';
import { done } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf } from '../../../server/crud/moves';

const IGNORED = ['createUser'];

function dropIgnored(req: FastifyRequest): void {
  for (const bag of [req.query, req.body])
    if (bag && typeof bag === 'object' && !Array.isArray(bag)) for (const k of IGNORED) delete (bag as Record<string, unknown>)[k];
}

export function billTransitionRoutes(ctx: ServerContext, routes: RouteSink, entity: string): void {
  const model = modelOf(ctx, entity);
  for (const { method, path, transitions } of transitionRoutes(model.schema)) {
    const codes = transitions.map((t) => transitionPermission(model.schema, t));
    routes.add({
      method,
      url: path,
      access: codes.length === 1 ? codes[0] : codes,
      handler: async (req) => {
        dropIgnored(req);
        await runTransition(ctx, model, transitions, req);
        return done(req);
      },
    });
  }
}
