/** /myiframe/{routerPath}: a menu entry whose path is a web address or an html page, embedded (spec §2). */
import { useParams } from 'react-router';
import type { RouteHandle } from '../title';

/** The embedded address: the encoded path itself, or a site-relative page. */
export function iframeSrc(splat: string): string {
  const raw = decodeURIComponent(splat);
  return /^(https?:)?\/\//i.test(raw) || raw.startsWith('/') ? raw : `/${raw}`;
}

export function IframePage() {
  const { '*': splat = '' } = useParams();
  const src = iframeSrc(splat);
  return (
    <iframe
      src={src}
      title={src}
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0, background: '#fff' }}
    />
  );
}

export const handle: RouteHandle = { title: ({ t }) => t('iframe.title') };

export default IframePage;
