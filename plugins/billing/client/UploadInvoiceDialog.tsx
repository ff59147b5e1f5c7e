/**
 * The "Upload invoice" row action of a bill waiting for its invoice (invoice/uploadSubmit): the invoice's
 * number, code, type, amount (the bill's, which it must equal), date, file (stored first through the
 * resource service's put-file) and a remark. The server checks everything again and moves the bill to
 * invoiced; its reason shows when it refuses.
 */
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useDictionaries } from '../../../engine/data/hooks';
import { useT } from '../../../engine/i18n';
import type { PluginActionContext } from '../../../engine/plugin';
import { formatYuan } from '../../../engine/schema/money';
import { uploadInvoice } from './calls';
import { BILLING_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

interface Values {
  invoiceNo: string;
  invoiceCode?: string;
  invoiceType: number;
  invoiceAmount: number;
  invoiceDate: Dayjs;
  remark?: string;
}

const NUMBER = /^[0-9A-Za-z]{8,20}$/;

export default function UploadInvoiceDialog({ rows, provider, refresh, onClose }: Props) {
  const { t, lang } = useT(BILLING_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<{ link: string; name: string }>();
  const [busy, setBusy] = useState(false);
  const { dicts } = useDictionaries(['invoice_type']);
  const bill = rows[0];
  if (!bill) return null;
  const field = (key: string) => t(`invoice.${key}`);
  const required = (key: string) => ({ required: true, message: t('invoice.required', { field: field(key) }) });

  const submit = async () => {
    const v = await form.validateFields();
    if (!file) {
      void message.warning(t('invoice.required', { field: field('invoiceFile') }));
      return;
    }
    setBusy(true);
    try {
      await uploadInvoice({
        monthlyBillId: String(bill.id),
        invoiceNo: v.invoiceNo,
        invoiceCode: v.invoiceCode || undefined,
        invoiceType: v.invoiceType,
        invoiceAmount: v.invoiceAmount,
        invoiceDate: v.invoiceDate.format('YYYY-MM-DD'),
        invoiceFile: file.link,
        remark: v.remark || undefined,
      });
      void message.success(t('invoice.submitted'));
      await refresh();
      onClose();
    } catch {
      // The transport showed the server's reason; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={620}
      title={t('invoice.uploadTitle', { billNo: bill.billNo })}
      okText={t('invoice.submit')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ invoiceType: 1, invoiceAmount: Number(bill.billAmount), invoiceDate: dayjs() }}
      >
        <Form.Item name="invoiceNo" label={field('invoiceNo')} rules={[required('invoiceNo'), { pattern: NUMBER, message: t('invoice.noPattern', { field: field('invoiceNo') }) }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="invoiceCode" label={field('invoiceCode')} rules={[{ pattern: NUMBER, message: t('invoice.noPattern', { field: field('invoiceCode') }) }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="invoiceType" label={field('invoiceType')} rules={[required('invoiceType')]}>
          <Select options={(dicts.invoice_type ?? []).map((d) => ({ value: Number(d.dictKey), label: d.dictValue }))} />
        </Form.Item>
        <Form.Item
          name="invoiceAmount"
          label={field('invoiceAmount')}
          extra={t('invoice.amountHint', { amount: formatYuan(bill.billAmount, lang) })}
          rules={[required('invoiceAmount')]}
        >
          <InputNumber min={0.01} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="invoiceDate" label={field('invoiceDate')} rules={[required('invoiceDate')]}>
          <DatePicker />
        </Form.Item>
        <Form.Item label={field('invoiceFile')} required extra={file ? t('invoice.uploaded', { name: file.name }) : t('invoice.fileHint')}>
          <Upload
            accept=".pdf,.png,.jpg,.jpeg"
            maxCount={1}
            showUploadList={false}
            customRequest={({ file: f, onSuccess, onError }) => {
              const picked = f as File;
              provider
                .upload?.(picked, { accept: '.pdf,.png,.jpg,.jpeg' })
                .then((r) => {
                  // The name the person picked, not the stored one (a hash).
                  setFile({ link: r.link, name: picked.name });
                  onSuccess?.(r);
                })
                .catch((e: Error) => onError?.(e));
            }}
          >
            <Button data-testid="invoice-file">{t('invoice.choose')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="remark" label={field('remark')}>
          <Input.TextArea maxLength={255} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
