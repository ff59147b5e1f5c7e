/**
 * The kind chooser of a transition group's dialog (schema `group`: a refund, a billing-error refund and a
 * forced refund offered as one 退款 action): one radio button per member the row allows. Choosing another
 * kind opens its form in place, keeping the values typed into fields both kinds have (use-actions.tsx).
 * Loaded with the record dialog's chunk (form-modal-on-demand.tsx), never with a list's first paint.
 */
import { Form, Radio } from 'antd';
import type { Transition } from '../schema/model';
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
