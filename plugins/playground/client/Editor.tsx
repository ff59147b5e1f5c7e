/**
 * The playground's editor: CodeMirror 6 with JSON, completion and hover help from the schema files' JSON
 * Schema (./json-help.ts), and the lint as you type — a JSON syntax error from the parser, the rest from
 * the server's lint (the very one CI runs) — each problem marked at its place and in the gutter.
 */
import { useEffect, useRef } from 'react';
import { autocompletion, type CompletionContext } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, indentOnInput } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, lineNumbers } from '@codemirror/view';
import fileSchema from '../../../engine/schema/schema-file.schema.json';
import { hoverAt, suggestionsAt, type SchemaNode } from './json-help';

const root = fileSchema as unknown as SchemaNode;

export interface EditorProblem {
  from: number;
  to: number;
  message: string;
}

export interface EditorProps {
  initial: string;
  /** Lints the text (after a pause in typing): the problems to mark. */
  lint: (text: string) => Promise<EditorProblem[]>;
  onChange: (text: string) => void;
}

function complete(ctx: CompletionContext) {
  const word = ctx.matchBefore(/"?[\w$-]*/);
  const options = suggestionsAt(root, ctx.state.doc.toString(), ctx.pos);
  if (!options.length || (!word && !ctx.explicit)) return null;
  return {
    from: word ? word.from : ctx.pos,
    options: options.map((o) => ({ label: o.label, apply: o.apply, info: o.info, type: 'property' })),
  };
}

const hover = hoverTooltip((view, pos) => {
  const help = hoverAt(root, view.state.doc.toString(), pos);
  if (!help) return null;
  return {
    pos,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'tc-playground-hover';
      dom.style.cssText = 'max-width:420px;padding:4px 8px;font-size:12px';
      dom.textContent = `${help.path}: ${help.text}`;
      return { dom };
    },
  };
});

export default function Editor({ initial, lint, onChange }: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ lint, onChange });
  useEffect(() => {
    latest.current = { lint, onChange };
  }, [lint, onChange]);
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          json(),
          autocompletion({ override: [complete] }),
          hover,
          linter(
            async (v): Promise<Diagnostic[]> =>
              (await latest.current.lint(v.state.doc.toString())).map((p) => ({ ...p, severity: 'error' })),
            { delay: 400 },
          ),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) latest.current.onChange(u.state.doc.toString());
          }),
          EditorView.theme({ '&': { height: '100%', fontSize: '13px' }, '.cm-scroller': { fontFamily: 'monospace' } }),
        ],
      }),
    });
    return () => view.destroy();
    // The editor is made once; its text lives in CodeMirror from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={host} data-testid="playground-editor" style={{ height: '100%', border: '1px solid #d9d9d9' }} />;
}
