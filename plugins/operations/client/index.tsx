/**
 * The operations plugin's client half: the `richtext` value type — an HTML editor with a sandboxed
 * preview in forms, the text of the HTML in table cells, the sandboxed rendering in the view dialog.
 */
import { defineClientPlugin } from '../../../engine/plugin';
import declaration from '../plugin';
import { RichPreview, RichTextEditor, plainText } from './RichText';
import './locale';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export default defineClientPlugin(declaration, {
  valueTypes: {
    richtext: {
      // Shown where a cell is drawn for one row (the view dialog); the text alone in the title attribute.
      cell: (v) => (str(v) ? <div title={plainText(str(v)).slice(0, 200)}><RichPreview html={str(v)} height={160} /></div> : null),
      edit: { component: RichTextEditor },
    },
  },
});
