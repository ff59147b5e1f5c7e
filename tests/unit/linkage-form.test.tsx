/**
 * Field linkage in the form (engine/form/linkage.ts): every kind on the kiosk fixture
 * (tests/server/fixtures/kiosk.ts), with the messages the server gives (both come from
 * engine/schema/linkage.ts; tests/server/linkage.test.ts asserts the same texts on the server).
 */
import { describe, expect, it } from 'vitest';
import { createForm, type Field, type Form } from '@formily/core';
import { SchemaForm } from '../../engine/form/SchemaForm';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import { optionMessage, requiredMessage } from '../../engine/schema/linkage';
import type { Column } from '../../engine/schema';
import kiosk from '../server/fixtures/kiosk';
import kioskDicts from '../server/fixtures/kiosk-dicts';
import gadget from '../server/fixtures/gadget';
import gadgetDicts from '../server/fixtures/dicts';
import { act, renderWithEngine, screen, waitFor } from './crud-harness';

const registry = createRegistry(
  [kiosk, kioskDicts, gadget, gadgetDicts].map((value, i) => ({ file: `fixture-${i}.ts`, value })),
);
const cols = kiosk.columns as Column[];
const col = (prop: string) => cols.find((c) => c.prop === prop)!;

const REGIONS: Record<string, Array<{ code: string; name: string }>> = {
  '00': [
    { code: '33', name: '浙江省' },
    { code: '11', name: '北京市' },
  ],
  '33': [
    { code: '3301', name: '杭州市' },
    { code: '3302', name: '宁波市' },
  ],
  '11': [{ code: '1101', name: '市辖区' }],
};

function setup(mode: 'add' | 'edit' | 'view' = 'add', lang: 'zh' | 'en' = 'zh', initialValues: Record<string, unknown> = {}) {
  const provider = createMemoryProvider({
    registry,
    rows: {
      'test.gadget': [
        { id: '1', name: 'Pending one', code: 'G1', state: 0 },
        { id: '2', name: 'Approved one', code: 'G2', state: 1 },
      ],
    },
    options: { '/api/blade-system/region/select': (p) => REGIONS[String(p.code ?? '00')] ?? [] },
  });
  const form = createForm({ initialValues });
  renderWithEngine(<SchemaForm form={form} columns={cols} mode={mode} />, { provider, registry, lang });
  return form;
}

/** The search input of a select, by its aria-label (the label text is also the form item's). */
const pickerInput = (label: string) =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>(`.ant-select input[aria-label="${label}"]`);
    if (!input) throw new Error(`no select "${label}"`);
    return input;
  });

const field = (form: Form, prop: string) => form.query(prop).take() as Field;
const set = (form: Form, values: Record<string, unknown>) =>
  act(async () => {
    for (const [k, v] of Object.entries(values)) form.setValuesIn(k, v);
  });

async function errorsOf(form: Form): Promise<Record<string, string>> {
  await act(async () => {
    await form.validate().catch(() => undefined);
  });
  return Object.fromEntries(form.errors.map((e) => [String(e.path), String(e.messages?.[0])]));
}

describe('linkage in the form', () => {
  it('shows and hides fields by the values, and a hidden field leaves the values sent', async () => {
    const form = setup();
    await waitFor(() => expect(field(form, 'slots')).toBeTruthy());
    expect(field(form, 'slots').visible).toBe(false);
    await set(form, { kind: 1, slots: 4 });
    expect(field(form, 'slots').visible).toBe(true);
    expect(field(form, 'battery').visible).toBe(false);
    expect(form.values.slots).toBe(4);
    await set(form, { kind: 2 });
    expect(field(form, 'slots').visible).toBe(false);
    expect(form.values.slots).toBeUndefined();
    await set(form, { kind: 1 });
    expect(form.values.slots).toBe(4); // shown again, its value is back
  });

  it('requires by condition with the same message the server gives, and shows the asterisk', async () => {
    const form = setup('add', 'en');
    await set(form, { name: 'K', kind: 1 });
    expect(field(form, 'slots').decoratorProps.asterisk).toBe(true);
    let errors = await errorsOf(form);
    expect(errors.slots).toBe(requiredMessage(col('slots')).en);
    expect(errors.slots).toBe('Please enter the slots');
    await set(form, { kind: 2 });
    errors = await errorsOf(form);
    expect(errors.slots).toBeUndefined();
    expect(errors.battery).toBe('A scooter needs its battery capacity');
  });

  it('narrows a dictionary cascade and refuses a choice the controlling value does not allow', async () => {
    const form = setup();
    await set(form, { name: 'K', kind: 2, battery: 5, mode: 2 });
    const errors = await errorsOf(form);
    expect(errors.mode).toBe(optionMessage(col('mode'), col('kind')).zh);
    expect(field(form, 'mode').componentProps.linked).toEqual({ value: 2 });
    // Changing the controlling field clears the choice made under the old value.
    await set(form, { mode: 1 });
    await set(form, { kind: 1 });
    expect(form.values.mode).toBeUndefined();
  });

  it('offers only the allowed choices in the select', async () => {
    setup('add', 'zh', { kind: 2 });
    const select = await pickerInput('计费方式');
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const options = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(options).toEqual(['按时长']);
  });

  it('fetches a remote list with the controlling value, nothing while it is empty', async () => {
    const provider = createMemoryProvider({
      registry,
      options: { '/api/blade-system/region/select': (p) => REGIONS[String(p.code ?? '00')] ?? [] },
    });
    const calls: unknown[] = [];
    const original = provider.options.bind(provider);
    provider.options = async (url, params) => (calls.push(params ?? {}), original(url, params));
    const form = createForm();
    renderWithEngine(<SchemaForm form={form} columns={cols} mode="add" />, { provider, registry });
    await waitFor(() => expect(calls).toContainEqual({}));
    expect(calls.some((p) => (p as { code?: string }).code)).toBe(false);
    await set(form, { provinceCode: '33' });
    await waitFor(() => expect(calls).toContainEqual({ code: '33' }));
    await set(form, { cityCode: '3301' });
    await set(form, { provinceCode: '11' });
    expect(form.values.cityCode).toBeUndefined();
    const errors = await errorsOf(form);
    expect(errors.cityCode).toBe('请选择城市');
  });

  it('narrows a reference by a column of the referenced rows', async () => {
    setup('add', 'zh', { gadgetState: 1 });
    const select = await pickerInput('器材');
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitFor(() => {
      const found = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
      expect(found).toEqual(['Approved one']);
    });
  });

  it('disables a field by condition', async () => {
    const form = setup('edit', 'zh', { id: '1', name: 'K', kind: 3, locked: 0, note: 'n' });
    await waitFor(() => expect(field(form, 'note')).toBeTruthy());
    expect(field(form, 'note').pattern).toBe('editable');
    await set(form, { locked: 1 });
    expect(field(form, 'note').pattern).toBe('disabled');
  });

  it('computes a value as its operands change, exactly, and shows it read-only', async () => {
    const form = setup();
    await set(form, { price: 19.99, qty: 3 });
    expect(form.values.total).toBe(59.97);
    expect(field(form, 'total').pattern).toBe('disabled');
    await set(form, { qty: '' });
    expect(form.values.total).toBeUndefined();
  });

  it('the view shows what the row holds and hides what its values hide', async () => {
    const form = setup('view', 'zh', { name: 'K', kind: 2, battery: 9, provinceCode: '33', cityCode: '3302' });
    await waitFor(() => expect(field(form, 'slots')?.visible).toBe(false));
    await waitFor(() => expect(screen.getByText('宁波市')).toBeInTheDocument());
  });
});

describe('linkage in the in-memory provider (Storybook, the playground preview)', () => {
  it('stores as the server does: hidden empty, computed again, problems refused', async () => {
    const provider = createMemoryProvider({
      registry,
      lang: () => 'en',
      options: { '/api/blade-system/region/select': (p) => REGIONS[String(p.code ?? '00')] ?? [] },
    });
    await provider.submit(kiosk, { name: 'M', kind: 2, battery: 3, slots: 9, price: 2.5, qty: 4, provinceCode: '33', cityCode: '3302' });
    const [row] = await provider.list(kiosk, {});
    expect(row).toMatchObject({ slots: null, total: 10, kindName: 'Scooter', cityName: '宁波市', summary: 'M × 4' });
    await expect(provider.submit(kiosk, { name: 'N', kind: 1 })).rejects.toThrow('Please enter the slots');
  });
});
