/**
 * The "Lines" row action of a monthly bill: a drawer with its lines (adjustable while the bill is to
 * confirm or disputed — the screen of billing.monthBillDetail filtered to the bill), its log (who did what)
 * and its invoices. Closing it reloads the bills, whose amounts follow their lines.
 */
import { Alert, App, Button, Drawer, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CrudPage, FormModal } from '../../../engine/crud';
import { hasPermission, useEngine } from '../../../engine/data/context';
import { useT } from '../../../engine/i18n';
import type { PluginActionContext } from '../../../engine/plugin';
import type { EntitySchema } from '../../../engine/schema/model';
import { formatYuan } from '../../../engine/schema/money';
import { InvoiceList } from './InvoiceList';
import { BILLING_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

const EDITABLE = ['0', '5'];
/** Columns every row of the drawer shares (its bill): no use searching by them. */
const OF_THE_BILL = ['monthlyBillId', 'billNo', 'merchantId'];

/** The schema as the drawer shows it: no search by the bill, and read-only once the lines are locked. */
function forTheBill(schema: EntitySchema | undefined, locked: boolean): EntitySchema | undefined {
  if (!schema) return undefined;
  return {
    ...schema,
    readOnly: schema.readOnly || locked,
    columns: schema.columns.map((c) => (OF_THE_BILL.includes(c.prop) ? { ...c, search: false } : c)),
  };
}

export default function LinesDrawer({ rows, provider, refresh, onClose }: Props) {
  const { t, lang } = useT(BILLING_NS);
  const env = useEngine();
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  // Bumped after an added line, so the lines' list reads again.
  const [version, setVersion] = useState(0);
  const bill = rows[0];
  const editable = EDITABLE.includes(String(bill?.billStatus));
  const lines = useMemo(() => forTheBill(env.registry.entity('billing.monthBillDetail'), !editable), [env.registry, editable]);
  const log = useMemo(() => forTheBill(env.registry.entity('billing.monthBillLog'), true), [env.registry]);
  if (!bill || !lines || !log) return null;
  const fixed = { monthlyBillId: String(bill.id) };
  const addColumns = lines.columns.filter((c) => c.form !== false && c.prop !== 'monthlyBillId');
  const close = () => {
    void refresh();
    onClose();
  };
  return (
    <Drawer open width="min(1100px, 96vw)" title={t('lines.title', { billNo: bill.billNo })} onClose={close} destroyOnHidden>
      <Typography.Paragraph type="secondary" data-testid="bill-summary">
        {t('lines.summary', { month: bill.billMonth, merchant: bill.merchantName, amount: formatYuan(bill.billAmount, lang) })}
      </Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'lines',
            label: t('lines.tabLines'),
            children: (
              <>
                <Alert
                  type={editable ? 'info' : 'warning'}
                  showIcon
                  style={{ marginBottom: 12 }}
                  message={editable ? t('lines.editable') : t('lines.locked')}
                  action={
                    editable && hasPermission(env, 'monthbilldetail_add') ? (
                      <Button type="primary" size="small" onClick={() => setAdding(true)}>
                        {t('lines.add')}
                      </Button>
                    ) : undefined
                  }
                />
                <CrudPage key={version} schema={lines} fixedParams={fixed} />
              </>
            ),
          },
          { key: 'log', label: t('lines.tabLog'), children: <CrudPage schema={log} fixedParams={fixed} /> },
          { key: 'invoices', label: t('lines.tabInvoices'), children: <InvoiceList billId={String(bill.id)} /> },
        ]}
      />
      {adding && (
        <FormModal
          title={t('lines.add')}
          columns={addColumns}
          mode="add"
          width={640}
          initialValues={{ categoryType: 1 }}
          onSubmit={async (values) => {
            await provider.submit(lines, { ...values, ...fixed });
            void message.success(t('lines.added'));
            setAdding(false);
            setVersion((v) => v + 1);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </Drawer>
  );
}
