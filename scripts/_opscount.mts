import { loadSchemaFiles, defaultSchemaDir } from '/work/wt/columns/engine/schema/node/load';
const { files } = await loadSchemaFiles([defaultSchemaDir]);
for (const f of files) {
  const s: any = (f as any).schema ?? (f as any).value ?? f;
  if (!s || s.kind === 'page' || !s.columns) continue;
  const t = s.table ?? {};
  const ro = s.readOnly && !s.systemMade?.edit;
  const ops: string[] = [];
  if (t.viewButton !== false) ops.push('view');
  if (!ro && t.editButton !== false) ops.push('edit');
  if (!ro && t.deleteButton !== false) ops.push('delete');
  for (const a of s.actions ?? []) if (a.scope === 'row') ops.push(a.label.zh);
  for (const x of s.stateMachine?.transitions ?? []) ops.push('T:' + x.label.zh);
  if (ops.length > 3) console.log(s.name, s.route, ops.length, ops.join(','));
}
