import type { TextSection } from './settings-section';

/** The bank account shoppers who pay by transfer are shown. */
export const BANK_SECTION: TextSection<'bank'> = {
  part: 'bank',
  title: 'Bank details',
  note: 'Shown to shoppers who pay by bank transfer: after ordering, on My Orders and in the confirmation mail.',
  fields: [
    { field: 'bankName', label: 'Bank name' },
    { field: 'branch', label: 'Branch' },
    { field: 'accountName', label: 'Account name' },
    { field: 'accountNumber', label: 'Account number' },
    {
      field: 'swift',
      label: 'SWIFT code',
      optional: true,
      description: 'For transfers from abroad; leave empty if you have none',
    },
  ],
};
