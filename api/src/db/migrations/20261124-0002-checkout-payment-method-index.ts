import type { Migration } from './migration.types';

/**
 * Staff filter orders by payment method alone (e.g. every cash-on-delivery order), newest
 * first: this index walks them in that order, with no sort, however many orders there are.
 */
export const checkoutPaymentMethodIndex: Migration = {
  name: '20261124-0002-checkout-payment-method-index',
  async up({ queryInterface: qi }) {
    await qi.addIndex('orders', ['paymentMethod', 'createdAt'], {
      name: 'orders_payment_method_newest',
    });
  },
  async down({ queryInterface: qi }) {
    await qi.removeIndex('orders', 'orders_payment_method_newest');
  },
};
