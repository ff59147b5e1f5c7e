/**
 * The operations plugin (docs/areas/operations.md): what the operations schemas (schemas/operation) need
 * beyond generic CRUD — the `richtext` value type (HTML an operator writes: an editor with a sandboxed
 * preview in the client, an allow-list sanitiser on the server that runs on save and on read), the rules
 * between ads, positions and slides, and the demo data of every operations screen.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'operations',
  title: { zh: '运营', en: 'Operations' },
  valueTypes: { richtext: { db: 'text', wire: 'string', textual: true } },
});
