import { describe, expect, it } from 'vitest';
import { actorRows } from '../../engine/schema/actor';
import { defineEntity } from '../../engine/schema';

const log = defineEntity({
  name: 'demo.log',
  title: { zh: '日志', en: 'Log' },
  permission: 'log',
  api: { service: 'demo', entity: 'log' },
  columns: [
    { prop: 'operatorName', label: { zh: '操作人', en: 'By' }, actor: true },
    { prop: 'content', label: { zh: '内容', en: 'Details' } },
  ],
});

describe('actor columns (who did it)', () => {
  const rows = [
    { operatorName: '系统', content: '系统' },
    { operatorName: 'system', content: 'x' },
    { operatorName: '运营小李', content: 'y' },
  ];

  it("show the server's own name in the reader's language, whichever language a job stored it in", () => {
    expect(actorRows(log, rows, 'en').map((r) => r.operatorName)).toEqual(['System', 'System', '运营小李']);
    expect(actorRows(log, rows, 'zh').map((r) => r.operatorName)).toEqual(['系统', '系统', '运营小李']);
  });

  it('leave other columns, and the rows given, as they are', () => {
    const en = actorRows(log, rows, 'en');
    expect(en[0].content).toBe('系统');
    expect(rows[0].operatorName).toBe('系统');
    // A row with nothing to change is passed through, not copied.
    expect(en[2]).toBe(rows[2]);
  });
});
