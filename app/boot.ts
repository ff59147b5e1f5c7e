/**
 * Start-up settings that other modules read while they load (the session snapshot reads the token at
 * import). Imported by main.tsx before anything else of the app, so the site key is set first.
 */
import { configureStorage } from '../engine/auth/storage';
import { configureTransport } from '../engine/data/transport';
import { site } from './config';
import { initLang } from './lang';
import './locale';

configureStorage({ siteKey: site.key });
configureTransport({ loginPath: site.loginPath });
initLang();
import './locale-shell';
import { installErrorCapture } from './shell-state/error-log';

// Uncaught errors are logged from the very first page on (spec §8).
installErrorCapture();
