/**
 * Acceptance "one new schema file yields a working screen, no other file touched": before the unit run
 * this writes a brand-new schema file under schemas/zz_ui_fixture/ (removed afterwards), and
 * crud-fixture-schema.test.tsx finds it through app/registry.ts's index and drives its screen.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURE_DIR = join(root, 'schemas', 'zz_ui_fixture');

const source = `import { defineEntity } from '../../engine/schema';

/** Written by tests/unit/global-fixture-schema.ts for one test run; never committed. */
export default defineEntity({
  name: 'zzfixture.toyNote',
  title: { zh: '玩具备忘', en: 'Toy notes' },
  route: '/zz-ui-fixture/toy-note',
  permission: 'zz_toy_note',
  api: { service: 'zz-fixture', entity: 'toy-note' },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'title',
      label: { zh: '标题', en: 'Title' },
      search: true,
      rules: [{ required: true, trigger: 'blur', message: { zh: '请输入标题', en: 'Please enter the title' } }],
    },
    { prop: 'done', label: { zh: '已完成', en: 'Done' }, type: 'radio', dict: 'yes_no', default: 0 },
    { prop: 'price', label: { zh: '价格', en: 'Price' }, type: 'money' },
  ],
});
`;

/**
 * One file per run (several engineers may run the unit project at once in one checkout): a run removes
 * only its own file, and the folder once it is empty.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export default function setup() {
  const file = join(FIXTURE_DIR, `toy-note-${process.pid}.ts`);
  mkdirSync(FIXTURE_DIR, { recursive: true });
  // A run that was killed never removed its file; drop files of processes that are gone (they would
  // otherwise clash by name in the schema lint and the next run).
  for (const old of readdirSync(FIXTURE_DIR)) {
    const pid = Number(/toy-note-(\d+)\.ts$/.exec(old)?.[1]);
    if (pid && !alive(pid)) rmSync(join(FIXTURE_DIR, old), { force: true });
  }
  writeFileSync(file, source);
  return () => {
    rmSync(file, { force: true });
    if (existsSync(FIXTURE_DIR) && readdirSync(FIXTURE_DIR).length === 0)
      rmSync(FIXTURE_DIR, { recursive: true, force: true });
  };
}
