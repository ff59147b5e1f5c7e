/** The grant plugin: grant dialogs (role/top-menu/factory/merchant menu trees) and the password reset result. */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'grant',
  title: { zh: '授权', en: 'Grants' },
  actions: ['grant', 'resetPassword'],
});
