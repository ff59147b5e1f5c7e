/**
 * The approver's decision on the handle page, on a fake wire: a candidate task asks to be claimed first
 * and claims it, after which the comment and the decisions appear; a rejection without a comment is
 * refused before any call, with one it is confirmed and sent as a rejection; a task already done, or
 * held by someone else, says so and offers nothing.
 */
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserInfo } from '../../../../engine/auth/session';
import { configureTransport, http, resetTransport } from '../../../../engine/data/transport';
import { fireEvent, renderWithEngine, screen, waitFor } from '../../../../tests/unit/crud-harness';
import { installFakeAdapter, ok, type Recorded } from '../../../../tests/unit/transport-fake-adapter';
import type { HistoryStep } from './calls';
import { DecisionCard } from './DecisionCard';
import './locale';

const ME = '7';
const step = (over: Partial<HistoryStep>): HistoryStep => ({
  id: '1',
  historyActivityId: 'hrApproval',
  historyActivityName: '人事审批',
  historyActivityType: 'userTask',
  taskId: '11',
  assignee: '',
  assigneeName: '',
  createTime: '2026-12-01 09:00:00',
  endTime: '',
  historyActivityDurationTime: '',
  pass: null,
  comment: '',
  ...over,
});

let calls: Recorded[];
let task: HistoryStep;

beforeEach(() => {
  setUserInfo({ user_id: ME, real_name: '刘洋' });
  resetTransport();
  configureTransport({
    notifier: { error: vi.fn() },
    progress: { start() {}, done() {} },
    navigate: vi.fn(),
    onUnauthorized: vi.fn(),
  });
  task = step({});
  calls = installFakeAdapter(http, (c) => {
    if (c.url.endsWith('/process/history-flow-list'))
      return ok([step({ id: '0', historyActivityType: 'startEvent', taskId: '' }), task]);
    if (c.url.endsWith('/work/claim-task')) {
      task = { ...task, assignee: ME, assigneeName: '刘洋' };
      return ok({});
    }
    return ok({});
  });
});

const render = () =>
  renderWithEngine(
    <MemoryRouter>
      <DecisionCard taskId="11" processInstanceId="5" />
    </MemoryRouter>,
  );
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(path));

describe('DecisionCard', () => {
  it('claims a candidate task first, then takes a decision', async () => {
    render();
    expect(await screen.findByText('这是一条待签任务：请先签收，再办理。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '签收' }));
    expect(await screen.findByRole('button', { name: '同意' })).toBeInTheDocument();
    expect(posts('/work/claim-task').map((c) => c.data)).toEqual([{ taskId: '11' }]);
  });

  it('refuses a rejection without a comment, and sends one with it after the confirmation', async () => {
    task = step({ assignee: ME, assigneeName: '刘洋' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回时请填写审批意见')).toBeInTheDocument();
    expect(screen.queryByText('确定驳回这条请假申请吗？')).toBeNull();
    fireEvent.change(screen.getByLabelText('审批意见'), { target: { value: '请改到下月' } });
    await waitFor(() => expect(screen.queryByText('驳回时请填写审批意见')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts('/work/complete-task')).toHaveLength(1));
    expect(posts('/work/complete-task')[0].data).toEqual({
      taskId: '11',
      processInstanceId: '5',
      pass: false,
      flag: 'reject',
      comment: '请改到下月',
    });
  });

  it('says when the task is done already or held by someone else', async () => {
    task = step({ assignee: '9', assigneeName: '张伟', endTime: '2026-12-01 10:00:00', pass: true });
    const first = render();
    expect(await screen.findByText('此任务已办理完毕，无需再办理。')).toBeInTheDocument();
    first.unmount();
    task = step({ assignee: '9', assigneeName: '张伟' });
    render();
    expect(await screen.findByText('此任务由 张伟 办理，您不能办理。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });
});
