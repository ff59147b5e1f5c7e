/**
 * A BPMN drawing, read-only (bpmn-js NavigatedViewer: drag to move, wheel to zoom), with the steps of an
 * instance marked: `finished` elements and `flows` taken in green, `active` ones (where it waits now) in
 * blue. Loaded only with the dialogs that show a diagram (their lazy chunk).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './diagram.css';
import { FLOWABLE_MODDLE } from '../../plugin';

export interface DiagramMarks {
  finished?: string[];
  active?: string[];
  flows?: string[];
}

interface Canvas {
  zoom: (v: string, c?: string) => void;
  addMarker: (id: string, marker: string) => void;
}

export function DiagramCanvas({ xml, marks, height = 420 }: { xml: string; marks?: DiagramMarks; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  useEffect(() => {
    if (!box.current) return;
    const viewer = new NavigatedViewer({ container: box.current, moddleExtensions: { flowable: FLOWABLE_MODDLE } });
    let alive = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        const canvas = viewer.get('canvas') as Canvas;
        const registry = viewer.get('elementRegistry') as { get: (id: string) => unknown };
        const mark = (ids: string[] | undefined, marker: string) =>
          (ids ?? []).filter((id) => registry.get(id)).forEach((id) => canvas.addMarker(id, marker));
        mark(marks?.finished, 'flow-done');
        mark(marks?.flows, 'flow-done');
        mark(marks?.active, 'flow-active');
        canvas.zoom('fit-viewport', 'auto');
        setState('ready');
      })
      .catch((err: Error) => alive && setState(err.message));
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [xml, marks]);
  return (
    <div style={{ position: 'relative', height, border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 }}>
      <div ref={box} className="flow-diagram" data-testid="bpmn-diagram" data-state={state === 'ready' ? 'ready' : 'loading'} style={{ position: 'absolute', inset: 0 }} />
      {state === 'loading' && <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} />}
      {state !== 'loading' && state !== 'ready' && <Alert type="error" showIcon message={state} />}
    </div>
  );
}
