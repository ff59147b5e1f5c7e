/**
 * 请假申请 (/work/process/leave/form/:processDefinitionId): start and end time, reason and approver, each
 * checked here with a message naming it (the server checks them again), then `leave/start-process`
 * starts the instance and the user lands on 已发事务, where the request now is.
 */
import { Button, Card, DatePicker, Form, Input, message, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../../../engine/i18n';
import { ApproverSelect } from './ApproverSelect';
import { startLeave } from './calls';
import { WorkEnv } from './env';
import { WORK_NS } from './locale';
import { useRefreshWork } from './refresh';

interface Values {
  startTime?: Dayjs;
  endTime?: Dayjs;
  reason?: string;
  taskUser?: string;
}

const WIRE = 'YYYY-MM-DD HH:mm:ss';
const YEAR_HOURS = 366 * 24;

function LeaveRequest() {
  const { t } = useT(WORK_NS);
  const navigate = useNavigate();
  const refreshAll = useRefreshWork();
  const { processDefinitionId = '' } = useParams();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      await startLeave({
        processDefinitionId,
        startTime: v.startTime!.format(WIRE),
        endTime: v.endTime!.format(WIRE),
        reason: v.reason!.trim(),
        taskUser: v.taskUser!,
      });
      void message.success(t('leave.submitted'));
      form.resetFields(); // the tab stays open: a second click must not send the same request again
      await refreshAll();
      navigate('/work/send');
    } catch {
      // The transport showed the server's message; what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('leave.title')} data-testid="leave-form">
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={submit}>
        <Form.Item
          name="startTime"
          label={t('leave.startTime')}
          rules={[{ required: true, message: t('leave.startRequired') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('leave.endTime')}
          dependencies={['startTime']}
          rules={[
            { required: true, message: t('leave.endRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, end?: Dayjs) => {
                const start = getFieldValue('startTime') as Dayjs | undefined;
                if (!start || !end) return;
                if (!end.isAfter(start)) throw new Error(t('leave.endBeforeStart'));
                if (end.diff(start, 'hour', true) > YEAR_HOURS) throw new Error(t('leave.tooLong'));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('leave.reason')}
          rules={[
            { required: true, whitespace: true, message: t('leave.reasonRequired') },
            { max: 255, message: t('leave.reasonMax') },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={255} />
        </Form.Item>
        <Form.Item
          name="taskUser"
          label={t('leave.approver')}
          rules={[{ required: true, message: t('leave.approverRequired') }]}
        >
          <ApproverSelect />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('leave.submit')}
          </Button>
          <Button onClick={() => navigate('/work/start')}>{t('leave.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

export default function LeaveFormPage() {
  return (
    <WorkEnv>
      <LeaveRequest />
    </WorkEnv>
  );
}
