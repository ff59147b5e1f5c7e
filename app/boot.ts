/**
 * Start-up settings that other modules read while they load (the session snapshot reads the token at
 * import). Imported by main.tsx before anything else of the app, so the site key is set first.
 * The transport itself is not imported here (it stays out of the first page's bundle): its settings
 * are recorded and applied when it loads (app/transport-setup.ts).
 */
import { configureStorage } from '../engine/auth/storage';
import { site } from './config';
import { initLang } from './lang';
import './locale';
import { setTransport } from './transport-setup';

configureStorage({ siteKey: site.key });
setTransport({ loginPath: site.loginPath });
initLang();
import './locale-shell';
import { installErrorCapture } from './shell-state/error-log';

// Uncaught errors are logged from the very first page on (spec §8).
installErrorCapture();
