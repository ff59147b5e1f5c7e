/**
 * The `playground` plugin: the schema playground, where whoever writes schema files edits one (JSON, with
 * completion and hover help from the schema files' JSON Schema), sees it linted as they type by the very
 * lint CI runs (errors at their line) and previewed live — table, search, form and view over generated
 * rows, field linkage working — then copies or downloads it for `schemas/`. On in development; in
 * production only when the server is started with SCHEMA_PLAYGROUND=1, and for the platform administrator.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'playground',
  title: { zh: 'Schema 演练场', en: 'Schema playground' },
  pages: [
    {
      key: 'playground',
      route: '/tool/playground',
      title: { zh: 'Schema 演练场', en: 'Schema playground' },
      menu: { parent: 'tool', sort: 90, icon: 'code' },
      platformOnly: true,
    },
  ],
});
