/**
 * Switch mode's department / role choice after a login that names several (spec §6). Its own lazy
 * module: most sites never use switch mode, so the login page's first load does not carry the dialog.
 */
import { useState } from 'react';
import { Modal, Radio, Space } from 'antd';
import type { UserInfo } from '../../engine/auth/session';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { split, type Identity } from './login-support';

/** Department and role choice (switch mode). Names come from the token when it carries them. */
export default function IdentityChooser({
  user,
  onChoose,
  onCancel,
}: {
  user: UserInfo;
  onChoose: (id: Identity) => void;
  onCancel: () => void;
}) {
  const { t } = useT(APP_NS);
  const depts = split(user.dept_id);
  const roles = split(user.role_id);
  const deptNames = split(user.dept_name);
  const roleNames = split(user.role_name);
  const [choice, setChoice] = useState<Identity>({ deptId: depts[0], roleId: roles[0] });
  return (
    <Modal
      open
      title={t('login.chooseTitle')}
      okText={t('header.ok')}
      cancelText={t('header.cancel')}
      onOk={() => onChoose(choice)}
      onCancel={onCancel}
      maskClosable={false}
    >
      <Space direction="vertical">
        {depts.length > 1 && (
          <div>
            <div>{t('login.dept')}</div>
            <Radio.Group
              value={choice.deptId}
              onChange={(e) => setChoice({ ...choice, deptId: e.target.value as string })}
              options={depts.map((d, i) => ({ value: d, label: deptNames[i] ?? d }))}
            />
          </div>
        )}
        {roles.length > 1 && (
          <div>
            <div>{t('login.role')}</div>
            <Radio.Group
              value={choice.roleId}
              onChange={(e) => setChoice({ ...choice, roleId: e.target.value as string })}
              options={roles.map((r, i) => ({ value: r, label: roleNames[i] ?? r }))}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
