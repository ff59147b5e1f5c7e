/**
 * The playground plugin's client half: its one page, a lazy chunk (CodeMirror and the JSON Schema come with
 * it, never with the first screen).
 */
import { defineClientPlugin } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';

export default defineClientPlugin(declaration, {
  pages: {
    playground: () => import('./PlaygroundPage'),
  },
});
