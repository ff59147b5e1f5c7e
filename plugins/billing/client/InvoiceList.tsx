/**
 * A bill's invoices (viewInvoiceFile): number, code, date, amount, review state and note, and a link to
 * the file — newest first. Used by the "Invoice" row action and the bill's drawer.
 */
import { Empty, Table, Tag } from 'antd';
import useSWR from 'swr';
import { formatYuan } from '../../../engine/schema/money';
import { useDictionaries, useKeyPrefix } from '../../../engine/data/hooks';
import { useT } from '../../../engine/i18n';
import { billInvoices, type InvoiceRow } from './calls';
import { BILLING_NS } from './locale';

const COLORS = ['processing', 'success', 'error'];

export function InvoiceList({ billId }: { billId: string }) {
  const { t, lang } = useT(BILLING_NS);
  const prefix = useKeyPrefix('billing-invoices');
  const { data, isLoading } = useSWR([...prefix, billId], () => billInvoices(billId), { revalidateOnFocus: false });
  const { dicts } = useDictionaries(['bill_detail_status', 'invoice_type']);
  const label = (code: string, key: unknown) => dicts[code]?.find((d) => d.dictKey === String(key))?.dictValue ?? String(key ?? '');
  if (!isLoading && !data?.length) return <Empty description={t('invoice.none')} />;
  return (
    <Table<InvoiceRow>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={false}
      data-testid="invoice-list"
      columns={[
        { title: t('invoice.invoiceNo'), dataIndex: 'invoiceNo', width: 120 },
        { title: t('invoice.invoiceType'), dataIndex: 'invoiceType', render: (v) => label('invoice_type', v) },
        { title: t('invoice.date'), dataIndex: 'invoiceDate', width: 110 },
        { title: t('invoice.amount'), dataIndex: 'amount', align: 'right', render: (v) => formatYuan(v, lang) },
        {
          title: t('invoice.status'),
          dataIndex: 'billDetailStatus',
          render: (v: number) => <Tag color={COLORS[v] ?? 'default'}>{label('bill_detail_status', v)}</Tag>,
        },
        { title: t('invoice.note'), dataIndex: 'auditRemark', ellipsis: true },
        {
          title: t('invoice.invoiceFile'),
          dataIndex: 'invoiceFile',
          render: (v: string) =>
            v ? (
              <a href={v} target="_blank" rel="noreferrer">
                {t('invoice.open')}
              </a>
            ) : null,
        },
      ]}
    />
  );
}
