/**
 * The sites as dots on a plain plot (map-geometry.ts): size by devices, colour by how many are online
 * (the theme's success, warning and error colours).
 * Each dot is a button (click, Enter or Space) that opens the site's devices.
 */
import { theme } from 'antd';
import { useMemo } from 'react';
import { useT } from '../../../engine/i18n';
import type { Marker } from './calls';
import { DEVICES_NS } from './locale';
import { place, type Tone } from './map-geometry';

const WIDTH = 900;
const HEIGHT = 420;

export function SiteMap({ markers, onSelect }: { markers: Marker[]; onSelect: (m: Marker) => void }) {
  const { token } = theme.useToken();
  const { t } = useT(DEVICES_NS);
  const placed = useMemo(() => place(markers, WIDTH, HEIGHT, 36), [markers]);
  const fill: Record<Tone, string> = { online: token.colorSuccess, partial: token.colorWarning, offline: token.colorError };
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('mapTitle')}
      style={{ width: '100%', height: 'auto', background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}
      data-testid="site-map"
    >
      {Array.from({ length: 9 }, (_, i) => (
        <line key={`v${i}`} x1={(i + 1) * 90} x2={(i + 1) * 90} y1={0} y2={HEIGHT} stroke={token.colorBorderSecondary} strokeDasharray="2 6" />
      ))}
      {Array.from({ length: 4 }, (_, i) => (
        <line key={`h${i}`} y1={(i + 1) * 84} y2={(i + 1) * 84} x1={0} x2={WIDTH} stroke={token.colorBorderSecondary} strokeDasharray="2 6" />
      ))}
      {placed.map(({ item, x, y, r, tone }) => {
        const tip = t('markerTip', { site: item.siteName, online: item.online, offline: item.offline });
        return (
          <g
            key={item.siteId}
            role="button"
            tabIndex={0}
            aria-label={tip}
            data-tone={tone}
            style={{ cursor: 'pointer' }}
            onClick={() => onSelect(item)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onSelect(item);
              }
            }}
          >
            <title>{tip}</title>
            <circle cx={x} cy={y} r={r} fill={fill[tone]} fillOpacity={0.75} stroke={token.colorBgContainer} strokeWidth={1.5} />
          </g>
        );
      })}
    </svg>
  );
}

export function MapLegend() {
  const { token } = theme.useToken();
  const { t } = useT(DEVICES_NS);
  const items: Array<[string, string]> = [
    [token.colorSuccess, t('allOnline')],
    [token.colorWarning, t('someOffline')],
    [token.colorError, t('allOffline')],
  ];
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 12, color: token.colorTextSecondary }}>
      {items.map(([color, label]) => (
        <span key={label} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, borderRadius: '50%', background: color, display: 'inline-block' }} />
          {label}
        </span>
      ))}
      <span>{t('mapHint')}</span>
    </div>
  );
}
