/**
 * The approver's part of the handle page: what the task's open step says decides what is shown — a
 * closed task says so, a candidate task asks to be claimed first, someone else's task names its holder,
 * and one's own task takes a comment and 同意 / 驳回 (a rejection needs the comment and a confirmation).
 */
import { Alert, Button, Card, Form, Input, message, Popconfirm, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getUserInfo } from '../../../../engine/auth/session';
import { useT } from '../../../../engine/i18n';
import { claimTask, completeTask, FLOW, type HistoryStep } from './calls';
import { useApi } from './env';
import { taskStep } from './HistoryTimeline';
import { WORK_NS } from './locale';
import { useRefreshWork } from './refresh';

export function DecisionCard({ taskId, processInstanceId }: { taskId: string; processInstanceId: string }) {
  const { t } = useT(WORK_NS);
  const navigate = useNavigate();
  const refreshAll = useRefreshWork();
  const [form] = Form.useForm<{ comment?: string }>();
  const [busy, setBusy] = useState<'claim' | 'pass' | 'reject'>();
  const [confirming, setConfirming] = useState(false);
  const { data, isLoading, error } = useApi<HistoryStep[]>(`${FLOW}/process/history-flow-list`, { processInstanceId });
  const step = taskStep(data, taskId);
  const me = String(getUserInfo()?.user_id ?? '');

  const run = async (what: 'claim' | 'pass' | 'reject', call: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await call();
      void message.success(done);
      await refreshAll();
      if (what !== 'claim') navigate('/work/done');
    } catch {
      // The transport showed why (claimed by someone else, closed meanwhile…); show the task as it is now.
      await refreshAll();
    } finally {
      setBusy(undefined);
    }
  };
  const commentOf = () => (form.getFieldValue('comment') as string | undefined)?.trim() ?? '';
  /** A rejection asks for its confirmation only once it has its comment. */
  const askReject = (open: boolean) => {
    if (open && !commentOf()) form.setFields([{ name: 'comment', errors: [t('handle.commentRequired')] }]);
    else setConfirming(open);
  };
  const decide = async (pass: boolean) => {
    const comment = commentOf();
    await run(
      pass ? 'pass' : 'reject',
      () => completeTask({ taskId, processInstanceId, pass, comment }),
      t(pass ? 'handle.passed' : 'handle.rejected'),
    );
  };

  let body;
  if (isLoading) body = <Spin />;
  else if (error) body = <Alert type="warning" showIcon message={t('leave.notFound')} />;
  else if (!step || step.endTime)
    body = <Alert type="info" showIcon message={t('handle.closed')} data-testid="handle-closed" />;
  else if (!step.assignee)
    body = (
      <Space direction="vertical">
        <Alert type="warning" showIcon message={t('handle.claimFirst')} />
        <Button
          type="primary"
          loading={busy === 'claim'}
          onClick={() => run('claim', () => claimTask(taskId), t('handle.claimed'))}
        >
          {t('handle.claim')}
        </Button>
      </Space>
    );
  else if (step.assignee !== me)
    body = <Alert type="info" showIcon message={t('handle.notMine', { name: step.assigneeName })} />;
  else
    body = (
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        // The "comment needed" message goes once one writes.
        onValuesChange={() => form.setFields([{ name: 'comment', errors: [] }])}
      >
        <Form.Item name="comment" label={t('handle.comment')}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('handle.commentPlaceholder')} />
        </Form.Item>
        <Space>
          <Button type="primary" loading={busy === 'pass'} disabled={!!busy} onClick={() => void decide(true)}>
            {t('handle.pass')}
          </Button>
          <Popconfirm
            title={t('handle.rejectConfirm')}
            open={confirming}
            onOpenChange={askReject}
            onConfirm={() => decide(false)}
          >
            <Button danger loading={busy === 'reject'} disabled={!!busy}>
              {t('handle.reject')}
            </Button>
          </Popconfirm>
        </Space>
      </Form>
    );
  return (
    <Card title={t('handle.title')} data-testid="leave-decision">
      {body}
    </Card>
  );
}
