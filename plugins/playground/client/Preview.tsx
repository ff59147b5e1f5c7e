/**
 * The live preview: the entity being written, as the console shows it — table, search, form and view —
 * over generated rows that respect its types and dictionaries (engine/data/sample-rows.ts), in the
 * in-memory provider, which applies field linkage as the server does. Every schema file stays around it
 * (found as the app finds them), so dictionaries and references resolve; remote option lists are answered
 * by the page (the region select from the real regions, read once).
 */
import { useMemo, useState } from 'react';
import { SWRConfig } from 'swr';
import { SchemaScreen } from '../../../engine/crud';
import { EngineContext, type EngineEnv } from '../../../engine/data/context';
import { createMemoryProvider } from '../../../engine/data/memory-provider';
import { sampleRows } from '../../../engine/data/sample-rows';
import { createRegistry, registryFromModules, type Registry } from '../../../engine/schema/registry';
import type { EntitySchema } from '../../../engine/schema';
import type { Row } from '../../../engine/data/provider';

export interface PreviewProps {
  entity: EntitySchema;
  /** Remote option lists by URL, answered by the call's parameters. */
  options: Record<string, (params: Record<string, unknown>) => Row[]>;
}

const schemaModules = import.meta.glob(['../../../schemas/**/*.ts', '../../../schemas/**/*.json', '!../../../schemas/**/_*'], {
  eager: true,
});
/** Every schema file of the console, by path (as app/registry.ts reads them). */
const base = registryFromModules(schemaModules);

export default function Preview({ entity, options }: PreviewProps) {
  const [cache] = useState(() => new Map());
  const env = useMemo<EngineEnv>(() => {
    const files = base.files.filter((f) => (f.value as { name?: string }).name !== entity.name);
    const registry: Registry = createRegistry([...files, { file: 'schemas/playground.json', value: entity }]);
    const provider = createMemoryProvider({
      registry,
      rows: { [entity.name]: sampleRows(entity, registry, { count: 12 }) },
      options,
    });
    return { registry, provider, tenantId: '000000', permissions: 'all', userKey: 'playground' };
  }, [entity, options]);
  return (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <EngineContext.Provider value={env}>
        <SchemaScreen key={JSON.stringify(entity)} name={entity.name} />
      </EngineContext.Provider>
    </SWRConfig>
  );
}
