/**
 * The work half of the workflow client: the pages of the user's work (发起 / 待签 / 待办 / 已发 / 办结) and
 * the leave process's three routes, each a lazy chunk, and the leave list's 详情 row action.
 */
import { lazyView } from '../../../../engine/plugin';
import './locale';

const list = (name: 'ClaimPage' | 'TodoPage' | 'SendPage' | 'DonePage') => () =>
  import('./WorkListPage').then((m) => ({ default: m[name] }));

export const workPages = {
  start: () => import('./StartPage'),
  claim: list('ClaimPage'),
  todo: list('TodoPage'),
  send: list('SendPage'),
  done: list('DonePage'),
  leaveForm: () => import('./LeaveForm'),
  leaveHandle: () => import('./LeaveHandle'),
  leaveDetail: () => import('./LeaveDetail'),
};

export const workActions = {
  leaveDetail: lazyView(() => import('./LeaveDetailAction')),
};
