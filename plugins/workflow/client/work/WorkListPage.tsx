/**
 * The four work lists, one component (BladeX's 待签 / 待办 / 已发 / 办结事务): process name, the step,
 * who started it, the times and the state, searchable by process name and paged by the server.
 * - to claim: 签收 after a confirmation (the server answers who was first), 办理 opens the handle route,
 *   which asks to claim first;
 * - to do: 办理 (the handle route) and 详情;
 * - sent (the instances one started) and done (the tasks one completed): 详情, the detail route.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Input, message, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../../engine/i18n';
import { claimTask, detailPath, FLOW, handlePath, type Page, type WorkRecord } from './calls';
import { useApi, useDictLabel, WorkEnv } from './env';
import { WORK_NS } from './locale';
import { useRefreshWork } from './refresh';

export type WorkKind = 'claim' | 'todo' | 'send' | 'done';

const STATE_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default' };

function WorkList({ kind }: { kind: WorkKind }) {
  const { t } = useT(WORK_NS);
  const navigate = useNavigate();
  const label = useDictLabel();
  const refreshAll = useRefreshWork();
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [busy, setBusy] = useState<string>();
  const { data, isLoading, isValidating, mutate } = useApi<Page<WorkRecord>>(`${FLOW}/work/${kind}-list`, {
    ...paging,
    processDefinitionName: name,
  });

  const claim = async (r: WorkRecord) => {
    setBusy(r.taskId);
    try {
      await claimTask(r.taskId!);
      void message.success(t('list.claimed'));
      await refreshAll();
    } catch {
      await mutate(); // someone else may have claimed it first: the list shows what is left
    } finally {
      setBusy(undefined);
    }
  };

  const link = (text: string, path: string | undefined, testId: string) => (
    <Button type="link" size="small" disabled={!path} onClick={() => path && navigate(path)} data-testid={testId}>
      {text}
    </Button>
  );
  const state = (r: WorkRecord) => {
    const status = r.flowStatus ?? (r.processIsFinished === 'finished' ? 2 : 1);
    const text = r.flowStatus ? label('flow_instance_status', r.flowStatus) : t(`list.${r.processIsFinished}`);
    // The outcome is the end event's name as the process's author wrote it: their words, not the console's.
    return (
      <Tag color={STATE_COLOR[status]}>
        {text}
        {r.outcome && status !== 1 && <span data-user-text> · {r.outcome}</span>}
      </Tag>
    );
  };

  const columns: TableColumnsType<WorkRecord> = [
    { title: t('list.processName'), dataIndex: 'processDefinitionName', width: 140, ellipsis: true },
    kind === 'done'
      ? { title: t('list.doneTask'), dataIndex: 'taskName', width: 120 }
      : {
          title: t('list.taskName'),
          dataIndex: kind === 'send' ? 'currentStep' : 'taskName',
          width: 120,
          render: (v: string) => v || '—',
        },
    ...(kind === 'send' ? [] : [{ title: t('list.startUser'), dataIndex: 'startUser', width: 90 }]),
    // A done task is listed by when it was done; the others by when they arrived or started.
    ...(kind === 'done'
      ? []
      : [{ title: kind === 'send' ? t('list.startTime') : t('list.createTime'), dataIndex: 'createTime', width: 160 }]),
    ...(kind === 'send' || kind === 'done' ? [{ title: t('list.endTime'), dataIndex: 'endTime', width: 160 }] : []),
    ...(kind === 'done'
      ? [
          {
            title: t('list.result'),
            key: 'result',
            width: 80,
            render: (_: unknown, r: WorkRecord) => (
              <Tag color={r.pass ? 'success' : 'error'}>{r.pass ? t('list.pass') : t('list.reject')}</Tag>
            ),
          },
          { title: t('list.comment'), dataIndex: 'comment', width: 150, ellipsis: { showTitle: true } },
        ]
      : []),
    { title: t('list.state'), key: 'state', width: 120, render: (_, r) => state(r) },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 110,
      render: (_, r) => (
        <Space size={0}>
          {kind === 'claim' && (
            <Popconfirm
              title={t('list.claimConfirm', { name: `${r.processDefinitionName} · ${r.taskName}` })}
              onConfirm={() => claim(r)}
            >
              <Button type="link" size="small" loading={busy === r.taskId} data-testid="work-claim">
                {t('list.claim')}
              </Button>
            </Popconfirm>
          )}
          {(kind === 'claim' || kind === 'todo') && link(t('list.handle'), handlePath(r), 'work-handle')}
          {kind !== 'claim' && link(t('list.detail'), detailPath(r), 'work-detail')}
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid={`work-${kind}`}>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          allowClear
          maxLength={64}
          style={{ width: 320 }}
          onSearch={(v) => {
            setName(v.trim());
            setPaging((p) => ({ ...p, current: 1 }));
          }}
        />
        <Button icon={<ReloadOutlined />} aria-label={t('list.reload')} title={t('list.reload')} loading={isValidating} onClick={() => void mutate()} />
      </Space>
      <Table<WorkRecord>
        rowKey={(r) => r.taskId ?? r.processInstanceId}
        size="middle"
        loading={isLoading}
        columns={columns}
        dataSource={data?.records ?? []}
        locale={{ emptyText: t('list.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { total }),
          onChange: (current, size) => setPaging({ current: size === paging.size ? current : 1, size }),
        }}
      />
    </Card>
  );
}

const page = (kind: WorkKind) =>
  function WorkListRoute() {
    return (
      <WorkEnv>
        <WorkList kind={kind} />
      </WorkEnv>
    );
  };

export const ClaimPage = page('claim');
export const TodoPage = page('todo');
export const SendPage = page('send');
export const DonePage = page('done');
