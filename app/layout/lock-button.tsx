/**
 * The header's lock button. Its dialog (antd Form, lock-dialog.tsx) loads when the button is first
 * pressed and then stays mounted, so later openings and closings animate as before.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useT } from '../../engine/i18n';
import { APP_NS } from '../locale';
import { onDemand } from './on-demand';

const LockDialog = onDemand(() => import('./lock-dialog').then((m) => m.LockDialog), 'lock-dialog');

export function LockButton() {
  const { t } = useT(APP_NS);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="text"
        className="tc-header-item"
        icon={<LockOutlined />}
        aria-label={t('lock.button')}
        data-testid="lock"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && <LockDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
