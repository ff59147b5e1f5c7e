/**
 * The dialogs of a list's Excel export and import (./use-excel.tsx), a lazy chunk of their own: antd's
 * Upload, Progress, Statistic and Typography load when a dialog opens, not with every list.
 * Run by the server as background jobs:
 * - Export: starts the job with the list's current search and order, shows its progress in a dialog
 *   (rows written of the total), then offers the file (downloaded once on its own when done);
 * - Import: a dialog to choose the .xlsx (and fetch the template), a dry run with its progress, the
 *   report — rows, valid, invalid, and a table of problems by row and field — then "import all" (only
 *   when every row passed) or "import the valid rows", again a job, and the number stored.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Modal, Progress, Space, Statistic, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { EntitySchema } from '../schema/model';
import type { ImportProblem, ImportReport, JobApi, JobInfo } from '../data/provider';
import { saveBlob } from '../data/files';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { alreadyShown, errorText } from './errors';

const POLL_MS = 500;
const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/** Poll a job until it finishes; the latest state, or undefined before the first answer. */
export function useJob(jobs: JobApi | undefined, id: string | undefined): JobInfo | undefined {
  const [job, setJob] = useState<JobInfo>();
  useEffect(() => {
    setJob(undefined);
    if (!jobs || !id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await jobs.progress(id);
        if (stopped) return;
        setJob(next);
        if (FINISHED.has(next.status)) return;
      } catch {
        if (stopped) return;
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobs, id]);
  return job;
}

/** The progress of one job: a bar, rows done of the total, the status, the error. */
export function JobProgress({ job }: { job: JobInfo | undefined }) {
  const { t } = useT(CRUD_NS);
  const status = job?.status ?? 'queued';
  return (
    <div data-testid="job-progress" data-status={status}>
      <Progress
        percent={job?.progress ?? 0}
        status={
          status === 'failed' || status === 'cancelled' ? 'exception' : status === 'succeeded' ? 'success' : 'active'
        }
      />
      <Typography.Text type="secondary">
        {t(`job_${status}`)}
        {job && job.totalCount > 0 ? ` · ${t('jobCount', { done: job.doneCount, total: job.totalCount })}` : ''}
        {job && job.attempts > 1 ? ` · ${t('jobAttempt', { n: job.attempts, max: job.maxAttempts })}` : ''}
      </Typography.Text>
      {job?.error && status !== 'succeeded' && (
        <Alert
          style={{ marginTop: 12 }}
          type={status === 'failed' ? 'error' : 'warning'}
          showIcon
          message={job.error}
        />
      )}
    </div>
  );
}

export function ExportDialog({
  jobs,
  id,
  title,
  onClose,
}: {
  jobs: JobApi;
  id: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useT(CRUD_NS);
  const { message } = App.useApp();
  const job = useJob(jobs, id);
  const fetched = useRef(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await jobs.download(id);
      saveBlob(file.blob, file.fileName);
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (job?.status === 'succeeded' && !fetched.current) {
      fetched.current = true;
      void download();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status]);
  const running = !job || !FINISHED.has(job.status);
  const rows = (job?.result as { rows?: number } | undefined)?.rows;
  return (
    <Modal
      open
      title={`${t('export')} · ${title}`}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          {running && (
            <Button onClick={() => void jobs.cancel(id).catch(() => undefined)} data-testid="job-cancel">
              {t('jobCancel')}
            </Button>
          )}
          {job?.status === 'succeeded' && (
            <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
              {t('download')}
            </Button>
          )}
          <Button onClick={onClose}>{t('close')}</Button>
        </Space>
      }
    >
      <JobProgress job={job} />
      {job?.status === 'succeeded' && (
        <Alert style={{ marginTop: 12 }} type="success" showIcon message={t('exportDone', { rows: rows ?? 0 })} />
      )}
    </Modal>
  );
}

/** The dry run's (or the storing's) report: counts and the problems by row and field. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useT(CRUD_NS);
  return (
    <div data-testid="import-report">
      <Space size="large" style={{ marginBottom: 12 }}>
        <Statistic title={t('importRows')} value={report.rows} />
        <Statistic title={t('importValid')} value={report.valid} valueStyle={{ color: '#389e0d' }} />
        <Statistic
          title={t('importInvalid')}
          value={report.invalid}
          valueStyle={report.invalid ? { color: '#cf1322' } : undefined}
        />
        {report.mode !== 'check' && <Statistic title={t('importStored')} value={report.stored} />}
      </Space>
      {report.refusal && <Alert style={{ marginBottom: 12 }} type="error" showIcon message={report.refusal} />}
      {report.problems.length > 0 && (
        <Table<ImportProblem & { key: number }>
          size="small"
          bordered
          rowKey="key"
          dataSource={report.problems.map((p, key) => ({ ...p, key }))}
          pagination={report.problems.length > 10 ? { pageSize: 10, size: 'small' } : false}
          columns={[
            { title: t('problemRow'), dataIndex: 'row', width: 80 },
            { title: t('problemField'), dataIndex: 'label', width: 140 },
            { title: t('problemMessage'), dataIndex: 'message' },
          ]}
        />
      )}
      {report.truncated && <Typography.Text type="secondary">{t('problemsTruncated')}</Typography.Text>}
    </div>
  );
}

export function ImportDialog({
  jobs,
  schema,
  title,
  onClose,
  onStored,
}: {
  jobs: JobApi;
  schema: EntitySchema;
  title: string;
  onClose: () => void;
  onStored: () => void;
}) {
  const { t } = useT(CRUD_NS);
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [checkId, setCheckId] = useState<string>();
  const [storeId, setStoreId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const check = useJob(jobs, checkId);
  const store = useJob(jobs, storeId);
  const fail = (e: unknown) => {
    if (!alreadyShown(e)) void message.error(errorText(e));
  };
  const start = async (fn: () => Promise<JobInfo>, set: (id: string) => void) => {
    setBusy(true);
    try {
      set((await fn()).id);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const checked = check?.status === 'succeeded' ? (check.result as ImportReport) : undefined;
  const stored = store?.status === 'succeeded' ? (store.result as ImportReport) : undefined;
  useEffect(() => {
    if (stored && stored.stored > 0) onStored();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored?.stored]);
  const current = storeId ? store : checkId ? check : undefined;
  const template = async () => {
    try {
      const f = await jobs.template(schema);
      saveBlob(f.blob, f.fileName);
    } catch (e) {
      fail(e);
    }
  };
  const footer = (
    <Space>
      {!checkId && (
        <Button
          type="primary"
          disabled={!file}
          loading={busy}
          onClick={() => void start(() => jobs.importRows(schema, { file, mode: 'check' }), setCheckId)}
        >
          {t('importCheck')}
        </Button>
      )}
      {checked && !storeId && (
        <>
          {checked.valid > 0 && checked.invalid > 0 && (
            <Button
              loading={busy}
              onClick={() => void start(() => jobs.importRows(schema, { mode: 'valid', fromJob: checkId }), setStoreId)}
            >
              {t('importValidRows', { n: checked.valid })}
            </Button>
          )}
          <Button
            type="primary"
            disabled={checked.invalid > 0 || checked.valid === 0}
            loading={busy}
            onClick={() => void start(() => jobs.importRows(schema, { mode: 'all', fromJob: checkId }), setStoreId)}
          >
            {t('importAll', { n: checked.rows })}
          </Button>
        </>
      )}
      <Button onClick={onClose}>{t('close')}</Button>
    </Space>
  );
  return (
    <Modal open width={760} title={`${t('import')} · ${title}`} onCancel={onClose} maskClosable={false} footer={footer}>
      {!checkId && (
        <>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(undefined)}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('importChoose')}</p>
            <p className="ant-upload-hint">{t('importHint')}</p>
          </Upload.Dragger>
          <Button type="link" icon={<DownloadOutlined />} onClick={() => void template()} style={{ paddingLeft: 0 }}>
            {t('importTemplate')}
          </Button>
        </>
      )}
      {current && !(stored ?? checked) && <JobProgress job={current} />}
      {(stored ?? checked) && <ImportReportView report={(stored ?? checked)!} />}
      {stored && stored.stored > 0 && (
        <Alert style={{ marginTop: 12 }} type="success" showIcon message={t('importDone', { n: stored.stored })} />
      )}
    </Modal>
  );
}
