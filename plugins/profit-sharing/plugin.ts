import { declarePlugin } from '../../engine/schema';

/**
 * Profit sharing (issue 16; schemas under schemas/sharing/, docs/areas/billing.md "Profit sharing"): share
 * ratios and their change records, the split of paid orders, sharing requests through the payment
 * channel (an adapter with a simulator), their exceptions and returns, receivers. Server half only: every
 * screen is a schema screen.
 */
export default declarePlugin({
  name: 'profit-sharing',
  title: { zh: '分账', en: 'Profit sharing' },
  effects: ['ratioToggled', 'requestAgain', 'requestReturn'],
});
