/** The icons plugin: re-draws the built-in value type `icon` as a picker over the sidebar's icon set. */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'icons',
  title: { zh: '图标', en: 'Icons' },
  valueTypes: { icon: { db: 'string', wire: 'string' } },
});
