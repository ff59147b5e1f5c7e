/** The colour editor: antd's ColorPicker, loaded when a colour field first shows (lazy, see builtins.tsx). */
import { ColorPicker } from 'antd';
import { str } from './text-editors';
import type { ValueEditorProps } from './types';

export function ColorEditor({ value, onChange, disabled, readOnly }: ValueEditorProps) {
  return (
    <ColorPicker
      value={str(value) || undefined}
      showText
      allowClear
      disabled={disabled || readOnly}
      onChange={(c) => onChange?.(c.toHexString())}
      onClear={() => onChange?.(undefined)}
    />
  );
}
