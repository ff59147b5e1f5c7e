import { required, type Column, type EntitySchema } from '../../engine/schema';

type Transition = NonNullable<EntitySchema['stateMachine']>['transitions'][number];

/** The audit status of stores and sites: 0 pending, 1 approved, 2 rejected (dictionary `audit_status`). */
export const auditStatus: Column = {
  prop: 'auditStatus',
  label: { zh: '审核状态', en: 'Review' },
  type: 'select',
  dict: 'audit_status',
  db: { type: 'int' },
  default: 0,
  form: false,
  search: { mode: 'exact' },
  table: { width: 90 },
};

/** Why it was rejected: written by the reject transition, shown on the row. */
export const auditRemark: Column = {
  prop: 'auditRemark',
  label: { zh: '审核意见', en: 'Review note' },
  maxLength: 200,
  form: false,
  table: { hide: true },
};

/**
 * Approve and reject on the contract's one path (`auditStore`, `auditSite`; `?auditStatus=1|2` names the
 * target, else the pending row is approved), and resubmit a rejected row for another audit. Each with the
 * guard that the parent must be approved first (a site of an unaudited store is not audited).
 */
export function auditTransitions(endpoint: string, guard: string): Transition[] {
  return [
    {
      key: 'approve',
      label: { zh: '审核通过', en: 'Approve' },
      from: [0],
      to: 1,
      endpoint,
      batch: true,
      guard,
      success: { zh: '已审核通过', en: 'Approved' },
    },
    {
      key: 'reject',
      label: { zh: '驳回', en: 'Reject' },
      from: [0],
      to: 2,
      endpoint,
      danger: true,
      inputs: [
        {
          prop: 'auditRemark',
          label: { zh: '驳回原因', en: 'Reason' },
          type: 'textarea',
          maxLength: 200,
          form: { span: 24 },
          rules: [required('请输入驳回原因', 'Please enter the reason')],
        },
      ],
      copy: ['auditRemark'],
      success: { zh: '已驳回', en: 'Rejected' },
    },
    {
      key: 'resubmit',
      label: { zh: '重新提交', en: 'Resubmit' },
      from: [2],
      to: 0,
      confirm: { zh: '确定重新提交审核？', en: 'Submit it for review again?' },
      success: { zh: '已重新提交', en: 'Submitted again' },
    },
  ];
}
