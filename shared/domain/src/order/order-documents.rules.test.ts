import { describe, expect, it } from 'vitest';
import { orderDocumentFileName } from './order-documents.rules';

describe('orderDocumentFileName', () => {
  it('names each document after the order', () => {
    expect(orderDocumentFileName('invoice', 'WA-7K2M9QXD')).toBe('invoice-WA-7K2M9QXD.pdf');
    expect(orderDocumentFileName('packing-slip', 'WA-7K2M9QXD')).toBe(
      'packing-slip-WA-7K2M9QXD.pdf',
    );
  });

  it('keeps folders, quotes and spaces out of the name', () => {
    expect(orderDocumentFileName('invoice', '../a "b"/c')).toBe('invoice-abc.pdf');
    expect(orderDocumentFileName('invoice', '///')).toBe('invoice-order.pdf');
  });
});
