/**
 * What the workflow's server tests share: the demo people of the brand tenant signed in, a leave started
 * through the real route, a small two-step drawing, and a multipart body for deploy-upload.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { client, login, request, type Client } from '../../../tests/server/helpers';

export const BRAND = '100001';
export const FLOW = '/api/blade-flow';
export const LEAVE = '/api/blade-desk/process/leave';

export type People = Record<'admin' | 'zhangwei' | 'liuyang' | 'wangfang' | 'chenjing' | 'operator' | 'platform', Client>;

export async function people(app: FastifyInstance, lang?: string): Promise<People> {
  const as = async (username: string, tenantId = BRAND) => client(app, await login(app, { tenantId, username, lang }), lang);
  return {
    admin: await as('admin'),
    zhangwei: await as('zhangwei'),
    liuyang: await as('liuyang'),
    wangfang: await as('wangfang'),
    chenjing: await as('chenjing'),
    operator: await as('operator'),
    platform: await as('admin', '000000'),
  };
}

/** The id of a demo user of the brand tenant. */
export async function userId(c: Client, account: string): Promise<string> {
  const r = await c.get('/api/blade-user/page', { account_equal: account, size: 1 });
  return String(r.body.data.records[0].id);
}

/** The brand tenant's current definition of a process key. */
export async function definitionId(c: Client, key = 'Leave'): Promise<string> {
  const r = await c.get(`${FLOW}/work/start-list`, { size: 100 });
  const row = r.body.data.records.find((d: { key: string }) => d.key === key);
  if (!row) throw new Error(`no startable ${key}: ${JSON.stringify(r.body)}`);
  return String(row.id);
}

export async function startLeave(
  c: Client,
  body: { processDefinitionId: string; taskUser: string; days?: number; reason?: string },
) {
  const days = body.days ?? 2;
  return c.post(`${LEAVE}/start-process`, {
    processDefinitionId: body.processDefinitionId,
    startTime: '2026-12-01 09:00:00',
    endTime: `2026-12-${String(days).padStart(2, '0')} 18:00:00`,
    reason: body.reason ?? '家中有事',
    taskUser: body.taskUser,
  });
}

/** A two-step approval: the manager role claims the first step, the chosen approver does the second. */
export function twoStepXml(key = 'TwoStep', firstCandidates = 'manager'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="${key}" name="两级审批" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <bpmn:userTask id="first" name="经理审批" flowable:candidateGroups="${firstCandidates}" />
    <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="g" />
    <bpmn:exclusiveGateway id="g" name="经理意见" />
    <bpmn:sequenceFlow id="ok" sourceRef="g" targetRef="second"><bpmn:conditionExpression>\${pass}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="no" sourceRef="g" targetRef="rejected"><bpmn:conditionExpression>\${!pass}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:userTask id="second" name="审批人确认" flowable:assignee="\${taskUser}" />
    <bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="approved" />
    <bpmn:endEvent id="approved" name="已批准" />
    <bpmn:endEvent id="rejected" name="已驳回" />
  </bpmn:process>
</bpmn:definitions>`;
}

/** POST deploy-upload as Saber does: `files` parts, `category`, `tenantIds`. */
export function deployUpload(
  app: FastifyInstance,
  token: string,
  files: Array<{ name: string; text: string }>,
  fields: Record<string, string>,
  lang?: string,
) {
  const boundary = `----wf${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`,
      ),
      Buffer.from(f.text),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return request(app, {
    method: 'POST',
    url: `${FLOW}/manager/deploy-upload`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'blade-auth': `bearer ${token}`,
      ...(lang && { 'accept-language': lang }),
    },
    payload: Buffer.concat(parts),
  });
}

/** The instance's steps, as history-flow-list answers them (names). */
export async function steps(c: Client, processInstanceId: string): Promise<string[]> {
  const r = await c.get(`${FLOW}/process/history-flow-list`, { processInstanceId });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.data.map((s: { historyActivityName: string }) => s.historyActivityName);
}
