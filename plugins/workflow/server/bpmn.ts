/**
 * Reading a BPMN 2.0 drawing before it is saved or deployed: it must parse, hold one executable process,
 * and use only what the engine here runs — start and end events, user tasks (an assignee or candidates),
 * plain and manual tasks, exclusive and parallel gateways, sequence flows with `${…}` conditions. No
 * script, service or timer: a tenant's drawing never runs code on the server. Each refusal names the
 * element (its name, else its id) and the reason in both languages.
 *
 * The summary kept beside a deployed definition — names of the elements and each user task's assignment —
 * is what the runtime reads when a task is created and what the history shows.
 */
import BpmnModdle from 'bpmn-moddle';
import type { I18nText } from '../../../engine/schema';
import { ApiError } from '../../../server/kernel/http/errors';
import { FLOWABLE_MODDLE } from '../plugin';
import { compile, ExpressionError } from './expressions';

export interface UserTaskInfo {
  name: string;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
}

export interface ProcessSummary {
  processKey: string;
  name: string;
  /** Every flow element's name (its id when unnamed) and type, by id. */
  elements: Record<string, { name: string; type: string }>;
  userTasks: Record<string, UserTaskInfo>;
}

/** A drawing the engine cannot run: a 400 naming the element and the reason. */
export class BpmnProblem extends ApiError {
  constructor(text: I18nText) {
    super(400, text);
  }
}

/** Element types the engine runs; anything else in a process is refused. */
const RUNS = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:Task',
  'bpmn:ManualTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:SequenceFlow',
]);
/** Drawn for people only: kept, never run. */
const DECORATION = new Set(['bpmn:TextAnnotation', 'bpmn:Association', 'bpmn:Group', 'bpmn:DataObjectReference']);

const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  flowElements?: ModdleElement[];
  rootElements?: ModdleElement[];
  sourceRef?: ModdleElement;
  targetRef?: ModdleElement;
  conditionExpression?: { body?: string; language?: string };
  default?: ModdleElement;
  eventDefinitions?: ModdleElement[];
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
}

const label = (e: ModdleElement) => (e.name?.trim() ? `${e.name.trim()}（${e.id}）` : (e.id ?? e.$type));
const labelEn = (e: ModdleElement) => (e.name?.trim() ? `"${e.name.trim()}" (${e.id})` : (e.id ?? e.$type));
const refuse = (zh: string, en: string) => new BpmnProblem({ zh, en });

async function parseXml(xml: string): Promise<ModdleElement> {
  if (!xml.trim()) throw refuse('流程图为空', 'The diagram is empty');
  const moddle = new BpmnModdle({ flowable: FLOWABLE_MODDLE });
  try {
    const { rootElement } = await moddle.fromXML(xml.trim(), 'bpmn:Definitions');
    return rootElement as unknown as ModdleElement;
  } catch (err) {
    const why = (err as Error).message.split('\n')[0].slice(0, 160);
    throw refuse(`流程图不是有效的 BPMN 2.0 文件：${why}`, `The diagram is not a valid BPMN 2.0 file: ${why}`);
  }
}

function checkCondition(flow: ModdleElement): void {
  const c = flow.conditionExpression;
  if (!c) return;
  if (c.language && !/^(juel|expression|)$/i.test(c.language))
    throw refuse(
      `连线 ${label(flow)} 的条件使用了脚本（${c.language}），只支持 \${…} 表达式`,
      `The condition of flow ${labelEn(flow)} is a script (${c.language}); only \${…} expressions are supported`,
    );
  try {
    compile(c.body ?? '');
  } catch (err) {
    const why = err instanceof ExpressionError ? err.message : String(err);
    throw refuse(
      `连线 ${label(flow)} 的条件「${c.body ?? ''}」无法识别：${why}`,
      `The condition "${c.body ?? ''}" of flow ${labelEn(flow)} cannot be read: ${why}`,
    );
  }
}

function checkUserTask(task: ModdleElement): UserTaskInfo {
  const info: UserTaskInfo = { name: task.name?.trim() || task.id! };
  for (const key of ['assignee', 'candidateUsers', 'candidateGroups'] as const) {
    const v = task[key]?.trim();
    if (!v) continue;
    for (const part of v.split(',').map((p) => p.trim())) {
      if (!part.startsWith('${')) continue;
      try {
        compile(part);
      } catch (err) {
        throw refuse(
          `用户任务 ${label(task)} 的处理人「${part}」无法识别：${(err as Error).message}`,
          `The assignment "${part}" of user task ${labelEn(task)} cannot be read: ${(err as Error).message}`,
        );
      }
    }
    info[key] = v;
  }
  if (!info.assignee && !info.candidateUsers && !info.candidateGroups)
    throw refuse(
      `用户任务 ${label(task)} 没有指定处理人或候选人`,
      `User task ${labelEn(task)} names no assignee and no candidates`,
    );
  return info;
}

function checkGateway(gateway: ModdleElement, flows: ModdleElement[]): void {
  // From the flows' ends: <incoming>/<outgoing> children are optional in a BPMN file.
  const out = flows.filter((f) => f.sourceRef === gateway);
  if (gateway.$type !== 'bpmn:ExclusiveGateway' || out.length < 2) return;
  const open = out.filter((f) => !f.conditionExpression && f !== gateway.default);
  if (open.length)
    throw refuse(
      `排他网关 ${label(gateway)} 的出口 ${open.map(label).join('、')} 没有条件`,
      `Exclusive gateway ${labelEn(gateway)}: outgoing flow ${open.map(labelEn).join(', ')} has no condition`,
    );
}

/**
 * A model being drawn: it must parse and hold one executable process with a valid id; whether it can run
 * is checked when it is deployed. Answers the process id and name.
 */
export async function readDraft(xml: string): Promise<{ processKey: string; name: string }> {
  const process = await executableProcess(xml);
  return { processKey: process.id!, name: process.name?.trim() || process.id! };
}

async function executableProcess(xml: string): Promise<ModdleElement> {
  const definitions = await parseXml(xml);
  const processes = (definitions.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  const runnable = processes.filter((p) => p.isExecutable !== false);
  if (runnable.length !== 1)
    throw refuse(
      `流程图须包含且只包含一个可执行流程（现有 ${runnable.length} 个）`,
      `The diagram must hold exactly one executable process (it holds ${runnable.length})`,
    );
  const process = runnable[0];
  if (!process.id || !KEY.test(process.id))
    throw refuse(
      `流程标识「${process.id ?? ''}」须字母开头，只含字母、数字、下划线和连字符`,
      `The process id "${process.id ?? ''}" must start with a letter and hold letters, digits, _ and - only`,
    );
  return process;
}

/** Parse and check a drawing for running; answers its summary or throws a BpmnProblem naming what is wrong. */
export async function readProcess(xml: string): Promise<ProcessSummary> {
  const process = await executableProcess(xml);
  const summary: ProcessSummary = {
    processKey: process.id!,
    name: process.name?.trim() || process.id!,
    elements: {},
    userTasks: {},
  };
  const elements = process.flowElements ?? [];
  for (const e of elements) {
    if (DECORATION.has(e.$type)) continue;
    if (!RUNS.has(e.$type))
      throw refuse(
        `不支持的流程元素 ${label(e)}（${e.$type.replace('bpmn:', '')}），只支持开始/结束事件、用户任务、排他/并行网关和连线`,
        `Element ${labelEn(e)} (${e.$type.replace('bpmn:', '')}) is not supported: use start/end events, user tasks, exclusive/parallel gateways and sequence flows`,
      );
    if ((e.$type === 'bpmn:StartEvent' || e.$type === 'bpmn:EndEvent') && e.eventDefinitions?.length)
      throw refuse(
        `事件 ${label(e)} 带有定时、消息等定义，只支持普通开始/结束事件`,
        `Event ${labelEn(e)} carries a timer, message or other definition: only plain start and end events are supported`,
      );
    summary.elements[e.id!] = { name: e.name?.trim() || e.id!, type: e.$type.replace('bpmn:', '') };
    if (e.$type === 'bpmn:SequenceFlow') checkCondition(e);
    if (e.$type === 'bpmn:UserTask') summary.userTasks[e.id!] = checkUserTask(e);
  }
  const flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow');
  for (const e of elements) if (e.$type.endsWith('Gateway')) checkGateway(e, flows);
  const count = (type: string) => elements.filter((e) => e.$type === type).length;
  if (count('bpmn:StartEvent') !== 1)
    throw refuse('流程须有且只有一个开始事件', 'The process must have exactly one start event');
  if (!count('bpmn:EndEvent')) throw refuse('流程至少要有一个结束事件', 'The process needs at least one end event');
  for (const e of elements)
    if (RUNS.has(e.$type) && e.$type !== 'bpmn:SequenceFlow' && e.$type !== 'bpmn:StartEvent' && !flows.some((f) => f.targetRef === e))
      throw refuse(`流程元素 ${label(e)} 没有连入的连线`, `Element ${labelEn(e)} has no incoming flow`);
  return summary;
}

/** The XML of a new model: a start event, and the process id and name of the model. */
export function blankProcessXml(key: string, name: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_${esc(key)}" targetNamespace="http://www.flowable.org/processdef">
  <bpmn:process id="${esc(key)}" name="${esc(name)}" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_${esc(key)}">
    <bpmndi:BPMNPlane id="Plane_${esc(key)}" bpmnElement="${esc(key)}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
