/** The approver picker of the leave form: the tenant's users but oneself, found by name or account as one types. */
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../../engine/i18n';
import { findApprovers, type Approver } from './calls';
import { WORK_NS } from './locale';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

export function ApproverSelect({ id, value, onChange }: Props) {
  const { t } = useT(WORK_NS);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<Approver[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    // Typing waits a moment, so a name typed quickly asks once.
    const timer = setTimeout(
      () => {
        setLoading(true);
        findApprovers(search)
          .then((rows) => live && setOptions(rows))
          .catch(() => undefined)
          .finally(() => live && setLoading(false));
      },
      search ? 250 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      placeholder={t('leave.approverSearch')}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      options={options.map((u) => ({ value: u.id, label: `${u.realName} (${u.account})` }))}
      data-testid="leave-approver"
    />
  );
}
