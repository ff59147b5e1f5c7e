/** Every table the server needs: the stored schemas', then those their owners declare without a schema. */
import type { Registry } from '../../engine/schema';
import { accessTables } from '../access/tables';
import { authTables } from '../auth/tables';
import { stateLogTable } from '../crud/state-log';
import { moduleMigrationTable } from '../kernel/db/module-migrations';
import { jobTable } from '../kernel/jobs/table';
import { tablesFromRegistry, type TableSpec } from '../kernel/db/tables';
import type { ServerModule } from '../kernel/module';

export const allTables = (registry: Registry, modules: ServerModule[]): TableSpec[] =>
  tablesFromRegistry(registry, [
    ...authTables,
    ...accessTables,
    moduleMigrationTable,
    stateLogTable,
    jobTable,
    ...modules.flatMap((m) => m.tables ?? []),
  ]);
