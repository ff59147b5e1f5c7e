/**
 * A restart in the middle of a process keeps it where it was: the server is stopped and its database
 * closed while a leave waits in its second step, then a new server opens the same database (the same
 * SQLite file, or the same PostgreSQL schema) — and the instance goes on from there to its end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSchemaDir, loadRegistry } from '../../../engine/schema/node/load';
import { buildApp } from '../../../server/compose/app';
import { loadModules } from '../../../server/compose/modules';
import { prepareDatabase } from '../../../server/compose/prepare';
import { createPgSchema, dropPgSchema, openDatabase, type Database } from '../../../server/kernel/db/database';
import { JWT_SECRET } from '../../../tests/server/helpers';
import { definitionId, FLOW, people, startLeave, steps, userId } from './test-kit';

const dir = mkdtempSync(join(tmpdir(), 'toycar-wf-restart-'));
const url = process.env.DATABASE_URL;
const pgSchema = `t_${randomBytes(6).toString('hex')}`;
const open = () => (url ? openDatabase({ url, pgSchema }) : openDatabase({ file: join(dir, 'flow.db') }));

async function serve(database: Database): Promise<FastifyInstance> {
  const registry = await loadRegistry([defaultSchemaDir]);
  const modules = await loadModules();
  await prepareDatabase(database, registry, { modules });
  return buildApp({
    db: database,
    registry,
    modules,
    config: { jwtSecret: JWT_SECRET, testCaptcha: true, env: 'test', uploadDir: join(dir, 'upload'), rateLimit: false },
  });
}

afterAll(async () => {
  if (url) await dropPgSchema(url, pgSchema);
  rmSync(dir, { recursive: true, force: true });
});

describe('a restart in the middle of a process', () => {
  it('keeps the instance where it was, and it goes on to its end', async () => {
    if (url) await createPgSchema(url, pgSchema);
    let database = open();
    let app = await serve(database);
    let p = await people(app);
    const started = await startLeave(p.wangfang, {
      processDefinitionId: await definitionId(p.wangfang),
      taskUser: await userId(p.admin, 'zhangwei'),
      days: 5,
    });
    const instanceId = started.body.data.processInstanceId;
    const first = (await p.zhangwei.get(`${FLOW}/work/todo-list`)).body.data.records.find(
      (t: { processInstanceId: string }) => t.processInstanceId === instanceId,
    );
    await p.zhangwei.post(`${FLOW}/work/complete-task`, { taskId: first.taskId, flag: 'ok', comment: '同意' });
    await app.close();
    await database.close();

    database = open();
    app = await serve(database);
    p = await people(app);
    expect(await steps(p.wangfang, instanceId)).toEqual(['提交申请', '直属领导审批', '领导意见', '人事审批']);
    const hr = (await p.liuyang.get(`${FLOW}/work/claim-list`)).body.data.records.find(
      (t: { processInstanceId: string }) => t.processInstanceId === instanceId,
    );
    expect(hr.taskName).toBe('人事审批');
    expect((await p.liuyang.post(`${FLOW}/work/claim-task`, undefined, { taskId: hr.taskId })).body.success).toBe(true);
    const done = await p.liuyang.post(`${FLOW}/work/complete-task`, { taskId: hr.taskId, flag: 'ok', comment: '已备案' });
    expect(done.body.success).toBe(true);
    expect((await steps(p.wangfang, instanceId)).slice(-2)).toEqual(['人事意见', '已批准']);
    await app.close();
    await database.close();
  }, 240_000);
});
