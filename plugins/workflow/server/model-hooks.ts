/**
 * The drawing of a model (schemas/flow/model.ts), checked on every generic save: a new model without one
 * gets a blank drawing (a start event in a process named after the model); a drawing given must parse and
 * hold one executable process whose id is the model key (bpmn.ts readDraft) — whether it can run is
 * checked when it is deployed. Each save of a changed drawing counts the version up.
 */
import type { EntityHooks } from '../../../server/kernel/hooks';
import { badRequest } from '../../../server/kernel/http/errors';
import { blankProcessXml, readDraft } from './bpmn';

async function checkDrawing(xml: string, key: string): Promise<void> {
  const draft = await readDraft(xml);
  if (draft.processKey !== key)
    throw badRequest({
      zh: `流程图中的流程标识「${draft.processKey}」与模型标识「${key}」不一致`,
      en: `The process id in the diagram ("${draft.processKey}") differs from the model key ("${key}")`,
    });
}

export const modelHooks: EntityHooks = {
  beforeInsert: async ({ values }) => {
    const key = String(values.model_key ?? '');
    const xml = String(values.xml ?? '').trim();
    if (!xml) values.xml = blankProcessXml(key, String(values.name ?? key));
    else await checkDrawing(xml, key);
    values.version = 1;
  },
  beforeUpdate: async ({ before, values }) => {
    const key = String(values.model_key ?? before.model_key ?? '');
    if (values.model_key !== undefined && values.model_key !== before.model_key)
      throw badRequest({ zh: '模型标识保存后不能修改', en: 'The model key cannot be changed once saved' });
    if (values.xml === undefined || values.xml === null || values.xml === before.xml) return;
    const xml = String(values.xml).trim();
    if (!xml) {
      delete values.xml; // an empty drawing keeps the one stored
      return;
    }
    await checkDrawing(xml, key);
    values.version = Number(before.version ?? 1) + 1;
  },
};
