/**
 * The workflow plugin's client half (work in progress: the pages arrive next).
 */
import { defineClientPlugin } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';
import { designActions, designPages, designValueTypes } from './design';
import { workActions, workPages } from './work';

export default defineClientPlugin(declaration, {
  valueTypes: designValueTypes,
  actions: { ...designActions, ...workActions },
  pages: {
    ...designPages,
    ...workPages,
  },
});
