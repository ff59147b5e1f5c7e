/**
 * The kind chooser of a transition group's dialog (schema `group`: a refund, a billing-error refund and a
 * forced refund offered as one 退款 action): one radio button per member the row allows. Choosing another
 * kind opens its form in place, keeping the values typed into fields both kinds have.
 */
import { Form, Radio } from 'antd';
import type { Action, Transition } from '../schema/model';
import { text, type Lang } from '../schema/resolve';

export interface KindChooserProps {
  label: string;
  members: Transition[];
  chosen: string;
  lang: Lang;
  onChoose: (key: string) => void;
}

export function KindChooser({ label, members, chosen, lang, onChoose }: KindChooserProps) {
  return (
    <Form.Item label={label} style={{ marginBottom: 16 }} className="crud-transition-kind">
      <Radio.Group
        optionType="button"
        value={chosen}
        onChange={(e) => onChoose(String(e.target.value))}
        options={members.map((m) => ({ value: m.key, label: text(m.label, lang) }))}
      />
    </Form.Item>
  );
}

/** The values typed under another kind that this kind's form also has (by prop). */
export function keptValues(action: Action, typed: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!typed) return {};
  const props = new Set(
    (action.form ?? []).filter((c) => !c.form || typeof c.form !== 'object' || !c.form.readonly).map((c) => c.prop),
  );
  return Object.fromEntries(Object.entries(typed).filter(([k, v]) => props.has(k) && v !== undefined && v !== ''));
}
