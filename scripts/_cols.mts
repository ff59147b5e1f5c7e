import { loadSchemaFiles, defaultSchemaDir } from '/work/wt/columns/engine/schema/node/load';
const { files } = await loadSchemaFiles([defaultSchemaDir]);
const want = process.argv.slice(2);
for (const f of files) {
  const s: any = (f as any).schema ?? (f as any).value ?? f;
  if (!s?.columns || !want.includes(s.name)) continue;
  console.log('##', s.name, s.route, JSON.stringify(s.table ?? {}), 'tenant', !!s.storage?.tenant, 'sm', s.stateMachine?.field);
  for (const c of s.columns) {
    if (c.table === false) continue;
    const t = typeof c.table === 'object' ? c.table : {};
    console.log('  ', c.prop, c.label.zh, c.type ?? '', t.hide ? 'HIDE' : '', t.width ?? '-', t.fixed ?? '');
  }
}
