/**
 * A bare Formily form: @formily/core + @formily/react + @formily/antd-v5's FormItem and editors, written
 * as a team would without the engine: one schema of the same 500 fields (bench/fixtures/wide.ts), two
 * per row (Col span 12 like the console's form), each type's usual editor.
 */
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Col, ConfigProvider, Row } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { DatePicker, FormItem, FormLayout, Input, NumberPicker, Select, Switch } from '@formily/antd-v5';
import { benchColumns } from '../../fixtures/wide';
import { container, expose, keystrokes, timeKeys } from './contract';
import { settledWhen } from './settle';

function SpanItem({ children, ...rest }: { children?: ReactNode } & Record<string, unknown>) {
  return (
    <Col span={12}>
      <FormItem {...rest}>{children}</FormItem>
    </Col>
  );
}
const Grid = ({ children }: { children?: ReactNode }) => <Row gutter={16}>{children}</Row>;

const SchemaField = createSchemaField({
  components: { SpanItem, Grid, Input, TextArea: Input.TextArea, NumberPicker, DatePicker, Select, Switch },
});

const EDITORS: Record<string, [string, Record<string, unknown>?]> = {
  number: ['NumberPicker'],
  money: ['NumberPicker', { precision: 2 }],
  datetime: ['DatePicker', { showTime: true }],
  date: ['DatePicker'],
  select: ['Select'],
  switch: ['Switch'],
  textarea: ['TextArea'],
};
const STATE = [
  { value: 0, label: '待处理' },
  { value: 1, label: '进行中' },
  { value: 2, label: '已完成' },
];

const schema: ISchema = {
  type: 'object',
  properties: {
    grid: {
      type: 'void',
      'x-component': 'Grid',
      properties: Object.fromEntries(
        benchColumns(500).map((c) => {
          const [component, props] = EDITORS[c.type ?? 'text'] ?? ['Input'];
          return [
            c.prop,
            {
              type: c.type === 'number' || c.type === 'money' ? 'number' : 'string',
              title: c.label.zh,
              'x-decorator': 'SpanItem',
              'x-component': component,
              'x-component-props': { ...props, 'aria-label': c.label.zh },
              ...(c.type === 'select' ? { enum: STATE } : {}),
            },
          ];
        }),
      ),
    },
  },
};

let last: (() => void) | undefined;

async function form() {
  last?.();
  const el = container();
  const start = performance.now();
  const root = createRoot(el);
  last = () => (root.unmount(), el.remove());
  root.render(
    <ConfigProvider locale={zhCN}>
      <FormProvider form={createForm()}>
        <FormLayout layout="vertical" feedbackLayout="loose">
          <SchemaField schema={schema} />
        </FormLayout>
      </FormProvider>
    </ConfigProvider>,
  );
  const end = await settledWhen(el, () => el.querySelectorAll('.ant-formily-item').length >= 500);
  timeKeys();
  return end - start;
}

expose({ form, keystrokes });
