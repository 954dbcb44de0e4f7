import type { TextSection } from './settings-section';

/** The shop's details, as they appear on invoices, packing slips and mails. */
export const SHOP_SECTION: TextSection<'shop'> = {
  part: 'shop',
  title: 'The shop',
  note: 'As it appears on invoices, packing slips and mails.',
  fields: [
    { field: 'name', label: 'Shop name' },
    { field: 'email', label: 'Email', type: 'email' },
    { field: 'address', label: 'Address', multiline: true },
    { field: 'phone', label: 'Phone', type: 'tel' },
  ],
};
