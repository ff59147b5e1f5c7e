/**
 * An editor whose module loads the first time such a field shows. The pickers behind date, colour,
 * tree-select, cascader and upload fields (rc-picker, the colour picker, rc-tree-select, rc-cascader,
 * Upload) are most of the form engine's weight, and a screen's first paint — its table and search bar —
 * rarely needs them: loading them on demand keeps them out of the first CRUD screen's bundle (issue 5,
 * shell + first screen ≤ 600 kB). Until the module arrives the field shows a disabled input of the same
 * size, without the field's label, so nothing can be typed into (or found as) the wrong control.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Input } from 'antd';
import type { ValueEditorProps } from './types';

export function lazyEditor(load: () => Promise<ComponentType<ValueEditorProps>>): ComponentType<ValueEditorProps> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyEditor(props: ValueEditorProps) {
    return (
      <Suspense fallback={<Input disabled placeholder={props.placeholder} aria-busy="true" />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyEditor;
}
