/**
 * The header's colour picker itself: antd ColorPicker (with its Slider, Segmented and colour maths,
 * ≈ 20 kB gzip). Loaded by `ColorPick` (header-tools.tsx) when the button is first pointed at, focused
 * or pressed, so the shell's first load does not carry it (issue 5).
 */
import type { ReactElement } from 'react';
import { ColorPicker } from 'antd';
import { useT } from '../../engine/i18n';
import { site } from '../config';
import { APP_NS } from '../locale';
import { colorPref } from '../shell-state/prefs';

const PRESETS = [
  site.primaryColor,
  '#1890ff',
  '#2d8cf0',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#eb2f96',
  '#722ed1',
  '#8a6d3b',
];

export interface ColorPickPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button the picker opens from. */
  children: ReactElement;
}

export function ColorPickPanel({ open, onOpenChange, children }: ColorPickPanelProps) {
  const { t } = useT(APP_NS);
  const color = colorPref.use();
  return (
    <ColorPicker
      value={color}
      disabledAlpha
      open={open}
      onOpenChange={onOpenChange}
      presets={[{ label: t('theme.presets'), colors: PRESETS }]}
      onChangeComplete={(c) => colorPref.set(c.toHexString())}
    >
      {children}
    </ColorPicker>
  );
}
