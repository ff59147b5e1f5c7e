/**
 * The server half of the workflow plugin: a BPMN 2.0 engine (bpmn-engine) behind BladeX's blade-flow
 * contract, with every instance's state in the database.
 *
 * - tables: drawings of deployed definitions, engine states, tasks and candidates, history (tables.ts);
 * - hooks: the models' drawings are checked on save (model-hooks.ts);
 * - routes: deploy and manage definitions (routes-manage.ts), the work lists, claim and complete
 *   (routes-work.ts), history and diagram (routes-history.ts), the leave process (routes-leave.ts);
 * - transitions: the effect of terminating an instance (its state machine in schemas/flow/instance.ts);
 * - seed: the demo's leave process, people and requests (seed.ts).
 *
 * Nothing of a running instance lives in memory between requests: each step loads the engine's state,
 * runs, and stores the new state with the tasks and history in one transaction (engine.ts, runtime.ts).
 */
import { defineServerModule } from '../../../server/kernel/module';
import { actorOf } from './common';
import { modelHooks } from './model-hooks';
import { historyRoutes } from './routes-history';
import { leaveRoutes } from './routes-leave';
import { manageRoutes } from './routes-manage';
import { workRoutes } from './routes-work';
import { seedWorkflowDemo } from './seed';
import { workflowTables } from './tables';
import { closeInstance } from './tasks';

export default defineServerModule({
  name: 'workflow',
  after: ['system'],
  tables: workflowTables,
  hooks: { 'flow.model': modelHooks },
  transitions: (ctx) => ({
    effects: {
      closeInstance: async ({ req, row, inputs }) => {
        await closeInstance(ctx.database.db, Number(row.id), String(inputs.deleteReason ?? ''), actorOf(req));
      },
    },
  }),
  routes(ctx, routes) {
    manageRoutes(ctx, routes);
    workRoutes(ctx, routes);
    historyRoutes(ctx, routes);
    leaveRoutes(ctx, routes);
  },
  async seed({ database }, { demo }) {
    if (!demo) return {};
    return database.transaction((trx) => seedWorkflowDemo(trx));
  },
});
