/**
 * The open-platform plugin's client half: the app secret dialog (row action `secret`), the row action
 * `access` that opens the app's access screen, and that screen (page `access`).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { defineClientPlugin, type PluginActionContext } from '../../../engine/plugin';
import declaration from '../plugin';
import { ACCESS_ROUTE } from './calls';
import SecretDialog from './SecretDialog';
import './locale';

/** Opens the access screen of the row's app (a route, so it has its own tab and can be linked). */
function OpenAccess({ rows, onClose }: PluginActionContext & { onClose: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`${ACCESS_ROUTE}?appId=${encodeURIComponent(String(rows[0]?.id ?? ''))}`);
    onClose();
  }, [navigate, rows, onClose]);
  return null;
}

export default defineClientPlugin(declaration, {
  actions: {
    secret: { component: SecretDialog },
    access: { component: OpenAccess },
  },
  pages: {
    access: () => import('./AccessPage'),
  },
});
