import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './page-meta';

function Page({ title }: { title: string }) {
  usePageMeta(title, `About ${title}`);
  return null;
}

describe('page meta', () => {
  it('sets the title with the shop name and the meta description', () => {
    render(<Page title="Shipping Information" />);
    expect(document.title).toBe('Shipping Information | Wall Art Shop');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'About Shipping Information',
    );
  });
});
