// The bench page (bench/browser/index.html, built by bench/vite.config.ts): the console's own setup
// (React 19 patch for antd, reset CSS, engine i18n), then `window.bench` for Playwright to call.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { initI18n } from '../../engine/i18n';
import * as cases from './cases';

initI18n('zh');
(window as unknown as { bench: typeof cases }).bench = cases;
document.title = 'bench ready';
