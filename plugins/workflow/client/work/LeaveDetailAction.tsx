/**
 * The leave list's 详情 row action: opens the row's detail route (its leave and history), where the page
 * of the route does the rest — the action itself draws nothing.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { PluginActionContext } from '../../../../engine/plugin';

export default function LeaveDetailAction({ rows, onClose }: PluginActionContext & { onClose: () => void }) {
  const navigate = useNavigate();
  const row = rows[0];
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return; // once, however often the screen draws it before it closes
    done.current = true;
    if (row?.processInstanceId && row.id)
      navigate(`/work/process/leave/detail/${String(row.processInstanceId)}/${String(row.id)}`);
    onClose();
  }, [row, navigate, onClose]);
  return null;
}
