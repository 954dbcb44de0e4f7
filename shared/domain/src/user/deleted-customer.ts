/**
 * What a deleted account's orders keep in place of the shopper's personal fields
 * (decision 0029). The address is under `.invalid`, a top-level domain reserved so that it
 * can never receive mail: the shop's mailer skips it.
 */
export const DELETED_CUSTOMER = {
  name: 'Deleted customer',
  firstName: 'Deleted',
  lastName: 'customer',
  email: 'deleted-customer@deleted.invalid',
  address: 'Deleted customer',
  phone: 'Deleted customer',
} as const;

/** Whether mail to this address can never arrive (a deleted customer's placeholder). */
export const isUndeliverableAddress = (email: string): boolean => /\.invalid$/i.test(email.trim());
