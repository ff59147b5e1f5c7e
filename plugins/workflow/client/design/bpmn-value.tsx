/**
 * The value type `bpmn` (a model's drawing, schemas/flow/model.ts `xml`): in the model's form a summary of
 * the drawing — how many user tasks, gateways and flows — with the way to change it (the designer), never
 * the XML itself; in a table, the same summary. The drawing passes through the form unchanged; a new
 * model without one gets a blank drawing from the server. Counted by tag names, so the designer's bpmn-js
 * is not loaded for a form.
 */
import { Typography } from 'antd';
import type { ValueEditorProps, ValueTypeDef } from '../../../../engine/form/value-types/types';
import { i18n, useT } from '../../../../engine/i18n';
import { DESIGN_NS } from './locale';

const count = (xml: string, tag: string) => (xml.match(new RegExp(`<(?:[\\w-]+:)?${tag}[\\s/>]`, 'g')) ?? []).length;

export function summarize(xml: unknown, t: (key: string, o?: Record<string, unknown>) => string): string {
  const text = typeof xml === 'string' ? xml : '';
  if (!text.trim()) return t('value.empty');
  return t('value.summary', {
    tasks: count(text, 'userTask'),
    gateways: count(text, 'exclusiveGateway') + count(text, 'parallelGateway'),
    flows: count(text, 'sequenceFlow'),
  });
}

function BpmnSummary({ value }: ValueEditorProps) {
  const { t } = useT(DESIGN_NS);
  return (
    <Typography.Text type="secondary" data-testid="bpmn-summary">
      {summarize(value, t)} {t('value.hint')}
    </Typography.Text>
  );
}

export const bpmnValueType: ValueTypeDef = {
  cell: (value) => summarize(value, (key, o) => i18n.t(key, { ns: DESIGN_NS, ...o })),
  edit: { component: BpmnSummary },
};
