/**
 * "Generate bills" above the monthly bills (manualCreateMonthlyBill): choose a month that has ended and,
 * optionally, one merchant; the server queues the generation job and the dialog follows its progress,
 * then says what it made and reloads the list.
 */
import { Alert, DatePicker, Form, InputNumber, Modal, Progress } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { JobInfo } from '../../../engine/data/provider';
import { useT } from '../../../engine/i18n';
import type { PluginActionContext } from '../../../engine/plugin';
import { manualCreate, waitForJob } from './calls';
import { BILLING_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

interface Counts {
  created?: number;
  regenerated?: number;
  kept?: number;
}

export default function ManualCreateDialog({ refresh, onClose }: Props) {
  const { t } = useT(BILLING_NS);
  const [month, setMonth] = useState<Dayjs | null>(dayjs().subtract(1, 'month').startOf('month'));
  const [merchantId, setMerchantId] = useState<number | null>(null);
  const [job, setJob] = useState<JobInfo>();
  const [busy, setBusy] = useState(false);
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);

  const run = async () => {
    if (!month) return;
    setBusy(true);
    try {
      const started = await manualCreate({ billMonth: month.format('YYYY-MM'), ...(merchantId ? { merchantId } : {}) });
      const end = await waitForJob(started.jobId, setJob, stop.current.signal);
      setJob(end);
      await refresh();
    } catch {
      // The transport showed the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const counts = (job?.result ?? {}) as Counts;
  const finished = job && ['succeeded', 'failed', 'cancelled'].includes(job.status);
  return (
    <Modal
      open
      title={t('generate.title')}
      okText={finished ? t('close') : t('generate.start')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !month, loading: busy }}
      onOk={() => (finished ? onClose() : void run())}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('generate.month')} extra={t('generate.monthHint')} required>
          <DatePicker
            picker="month"
            value={month}
            onChange={setMonth}
            disabledDate={(d) => !d.isBefore(dayjs().startOf('month'))}
            style={{ width: 200 }}
            aria-label={t('generate.month')}
            placeholder={t('generate.pickMonth')}
            disabled={busy || !!finished}
          />
        </Form.Item>
        <Form.Item label={t('generate.merchantId')} extra={t('generate.merchantHint')}>
          <InputNumber
            min={1}
            precision={0}
            value={merchantId}
            onChange={(v) => setMerchantId(v)}
            style={{ width: 200 }}
            aria-label={t('generate.merchantId')}
            disabled={busy || !!finished}
          />
        </Form.Item>
      </Form>
      {job && !finished && <Progress percent={job.progress} status="active" aria-label={t('generate.running')} />}
      {job?.status === 'succeeded' && (
        <Alert
          type="success"
          showIcon
          data-testid="generate-done"
          message={t('generate.done', { created: counts.created ?? 0, regenerated: counts.regenerated ?? 0, kept: counts.kept ?? 0 })}
        />
      )}
      {job && finished && job.status !== 'succeeded' && <Alert type="error" showIcon message={t('generate.failed', { error: job.error ?? job.status })} />}
    </Modal>
  );
}
