// Must come first: lets antd 5's static methods and wave effects render under React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import 'nprogress/nprogress.css';
import './global.css';
// Before the rest of the app: sets the storage site key, the language and the transport's login path.
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './root';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
