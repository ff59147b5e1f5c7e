/**
 * One step of a process instance on bpmn-engine (BPMN 2.0 on Node): start it, or wake it from its saved
 * state and signal a waiting user task; the engine runs on until every path waits again or ends. Nothing
 * stays in memory between steps: the caller stores the state the step answers (JSON) in the database in
 * the same transaction as the tasks and history it derives from the step's events, so a restart — or
 * another server process — continues exactly where the instance stopped.
 *
 * Conditions and expressions go through ./expressions (no script engine); a gateway whose conditions all
 * fail is an error of the step, reported with the gateway's name, and nothing of the step is kept.
 */
import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import type { I18nText } from '../../../engine/schema';
import { ApiError } from '../../../server/kernel/http/errors';
import { evaluate, isExpression } from './expressions';
import type { ProcessSummary } from './bpmn';

export type Variables = Record<string, unknown>;

/** What happened during a step, in order. */
export type StepEvent =
  | { kind: 'start' | 'end'; id: string; type: string; executionId: string }
  | { kind: 'wait'; id: string; type: string; executionId: string }
  | { kind: 'take'; id: string; type: string; executionId: string };

export interface StepResult {
  /** The engine's state after the step (stored as JSON). */
  state: unknown;
  events: StepEvent[];
  /** The instance's variables after the step (stored with the state). */
  variables: Variables;
  /** Every path reached an end. */
  finished: boolean;
  /** User tasks waiting now: activity id and the engine's id of that visit. */
  waiting: Array<{ id: string; executionId: string }>;
}

/** A step the process cannot take (no matching gateway exit, nobody to assign…): a 400 naming why. */
export class StepFailure extends ApiError {
  constructor(text: I18nText) {
    super(400, text);
  }
}

/**
 * Expressions over the instance's variables, for bpmn-elements (its own would only read properties). The
 * variables are ours — stored beside the engine's state, merged by each step — rather than the engine's
 * environment, which keeps a copy per definition: one source of truth for conditions and assignments.
 */
const expressionsOver = (variables: Variables) => ({
  isExpression: (text: string) => isExpression(text),
  hasExpression: (text: string) => typeof text === 'string' && text.includes('${'),
  resolveExpression: (text: string) => evaluate(text, variables),
});

function recorder(events: StepEvent[], live: { on: boolean }) {
  const listener = new EventEmitter();
  const push = (kind: StepEvent['kind']) => (api: { id: string; type: string; executionId: string }) => {
    if (live.on) events.push({ kind, id: api.id, type: api.type.replace('bpmn:', ''), executionId: api.executionId });
  };
  listener.on('activity.start', push('start'));
  listener.on('activity.end', push('end'));
  listener.on('activity.wait', push('wait'));
  listener.on('flow.take', push('take'));
  return listener;
}

function failure(err: unknown, summary: ProcessSummary): StepFailure {
  const message = err instanceof Error ? err.message : String(err);
  const at = /^<([^>]+)>/.exec(message)?.[1];
  const name = at ? (summary.elements[at]?.name ?? at) : '';
  if (/no conditional flow taken/.test(message))
    return new StepFailure({
      zh: `流程无法继续：网关「${name}」没有满足条件的出口`,
      en: `The process cannot go on: no outgoing flow of gateway "${name}" matches`,
    });
  return new StepFailure({
    zh: `流程无法继续${name ? `（${name}）` : ''}：${message}`,
    en: `The process cannot go on${name ? ` (${name})` : ''}: ${message}`,
  });
}

/** Let go of an engine that still waits (an ended one has nothing to stop, and would never say stopped). */
async function halt(engine: Engine): Promise<void> {
  if (engine.state === 'running') await engine.stop();
}

async function finish(
  engine: Engine,
  events: StepEvent[],
  summary: ProcessSummary,
  variables: Variables,
  error: unknown,
): Promise<StepResult> {
  if (error || engine.state === 'error') throw failure(error ?? new Error('error'), summary);
  const execution = engine.execution!;
  const waiting = execution
    .getPostponed()
    .filter((a) => a.type === 'bpmn:UserTask')
    .map((a) => ({ id: a.id, executionId: a.executionId }));
  const state = JSON.parse(JSON.stringify(await engine.getState())) as unknown;
  await halt(engine);
  return { state, events, variables, finished: waiting.length === 0 && engine.state !== 'running', waiting };
}

/** Start an instance of the drawing with its start variables. */
export async function startProcess(
  name: string,
  xml: string,
  summary: ProcessSummary,
  variables: Variables,
): Promise<StepResult> {
  const events: StepEvent[] = [];
  const engine = new Engine({ name, source: xml, expressions: expressionsOver(variables) });
  let error: unknown;
  engine.on('error', (err: unknown) => (error = err));
  try {
    await engine.execute({ listener: recorder(events, { on: true }) });
  } catch (err) {
    error = err;
  }
  return finish(engine, events, summary, variables, error);
}

/** Wake an instance from its state and complete the waiting user task visit, with the merged variables. */
export async function completeUserTask(
  name: string,
  state: unknown,
  summary: ProcessSummary,
  visit: { id: string; executionId: string },
  variables: Variables,
): Promise<StepResult> {
  const events: StepEvent[] = [];
  const live = { on: false };
  const engine = new Engine({ name, expressions: expressionsOver(variables) }).recover(state);
  let error: unknown;
  engine.on('error', (err: unknown) => (error = err));
  try {
    // Resuming re-announces the tasks that were waiting: not news, so not recorded.
    const execution = await engine.resume({ listener: recorder(events, live) });
    const waiting = execution.getPostponed().find((a) => a.id === visit.id && a.executionId === visit.executionId);
    if (!waiting)
      throw new StepFailure({
        zh: `流程实例不在任务「${summary.elements[visit.id]?.name ?? visit.id}」上等待`,
        en: `The instance is not waiting in task "${summary.elements[visit.id]?.name ?? visit.id}"`,
      });
    live.on = true;
    execution.signal({ id: visit.id, executionId: visit.executionId });
  } catch (err) {
    if (err instanceof StepFailure) {
      await halt(engine);
      throw err;
    }
    error = err;
  }
  return finish(engine, events, summary, variables, error);
}
