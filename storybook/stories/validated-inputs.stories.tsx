/**
 * Issue 35 item 6: the inputs that validate (month, date range, opening hours, region code, longitude and
 * latitude) in a long form in titled groups, in Chinese and in English. It opens with values each input
 * refuses and presses OK once, so every check's message shows under its field.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormModal } from '../../engine/crud';
import type { Column, FormGroup } from '../../engine/schema/model';
import { useLang } from '../../engine/data/hooks';
import { partsRegistry } from './parts-fixture';

const t = (zh: string, en: string) => ({ zh, en });

export const inputColumns: Column[] = [
  {
    prop: 'placeName',
    label: t('名称', 'Name'),
    rules: [{ required: true, message: t('请输入名称', 'Please enter the name') }],
  },
  { prop: 'billMonth', label: t('账单月份', 'Month'), type: 'month' },
  { prop: 'period', label: t('合作期限', 'Period'), type: 'date-range', rangeEnd: 'periodEnd' },
  { prop: 'periodEnd', label: t('合作结束', 'Until'), type: 'date', form: false },
  { prop: 'hours', label: t('营业时间', 'Opening hours'), type: 'time-range' },
  { prop: 'provinceCode', label: t('省份', 'Province'), type: 'region' },
  { prop: 'lng', label: t('经度', 'Longitude'), type: 'longitude', min: 73, max: 136 },
  { prop: 'lat', label: t('纬度', 'Latitude'), type: 'latitude', min: 3, max: 54 },
  { prop: 'remark', label: t('备注', 'Remark'), type: 'textarea' },
];

export const inputGroups: FormGroup[] = [
  { title: t('基本信息', 'Basics'), props: ['placeName', 'billMonth', 'period', 'hours'] },
  { title: t('位置', 'Location'), props: ['provinceCode', 'lng', 'lat'] },
];

/** Values each check refuses: a longitude outside China, a latitude with 7 decimals, a range ending first. */
export const refusedValues = {
  placeName: '示例门店',
  billMonth: '2026-11',
  period: '2026-06-01',
  periodEnd: '2026-05-01',
  hours: '10:00-22:00',
  provinceCode: '4401',
  lng: 200,
  lat: 22.1234567,
};

function GroupedForm() {
  const lang = useLang();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <FormModal
      title={lang === 'en' ? 'Inputs that validate, in groups' : '会校验的输入，分组表单'}
      columns={inputColumns}
      groups={inputGroups}
      mode="add"
      initialValues={refusedValues}
      onSubmit={async () => setOpen(false)}
      onClose={() => setOpen(false)}
    />
  );
}

const meta: Meta = {
  title: 'Engine parts/Inputs that validate',
  render: () => <GroupedForm />,
  parameters: { engine: { registry: partsRegistry } },
  // Press OK, so every check's message shows (the dialog is portalled to <body>). The record dialog loads on
  // demand (engine/crud/form-modal-on-demand.tsx) and its editors mount after it: press again every 300 ms,
  // up to 10 s, until the messages show.
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    for (let i = 0; i < 33 && !doc.querySelector('.ant-formily-item-error-help'); i += 1) {
      doc.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')?.click();
      await new Promise((r) => setTimeout(r, 300));
    }
  },
};
export default meta;

type Story = StoryObj<typeof meta>;
export const Chinese: Story = { globals: { lang: 'zh' } };
export const English: Story = { globals: { lang: 'en' } };
