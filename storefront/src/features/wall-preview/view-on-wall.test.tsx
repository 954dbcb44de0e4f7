import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSize } from '@wallart/domain/rules';
import { renderScreen } from '../../test/render';
import { ViewOnWallButton } from './view-on-wall-button';

// The dialog's code loads on the first click; fetch it once up front, as a busy machine is slow.
beforeAll(async () => {
  await import('./wall-preview-dialog');
}, 30_000);

const size = (label: string, width: number, height: number, unit: 'in' | 'cm' = 'in') =>
  ({ size: label, price: 9000, labeledPrice: 9000, stock: 4, width, height, unit }) as ProductSize;
const LADDER = [size('12x18 in', 12, 18), size('18x24 in', 18, 24), size('24x36 in', 24, 36)];

function openButton(sizes = LADDER, chosen = '12x18 in') {
  return renderScreen(
    <ViewOnWallButton name="Misty Ridge" image="/uploads/misty.jpg" sizes={sizes} size={chosen} />,
  );
}

/** The drawn print's width and height attributes, in the drawing's own pixels. */
function printBox() {
  const print = document.querySelector('[data-wall-print]');
  if (!print) throw new Error('no print drawn');
  return {
    width: Number(print.getAttribute('width')),
    height: Number(print.getAttribute('height')),
    y: Number(print.getAttribute('y')),
    href: print.getAttribute('href'),
  };
}

describe('View on a wall', () => {
  it('opens a labelled dialog on the chosen size, the print drawn from the product’s picture', async () => {
    const { user } = openButton(LADDER, '18x24 in');
    await user.click(screen.getByRole('button', { name: 'View on a wall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Misty Ridge on a wall' });
    expect(within(dialog).getByRole('radio', { name: '18x24 in' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Living room' })).toBeChecked();
    expect(within(dialog).getByText('18 × 24 in on a wall above an 84 in sofa')).toBeVisible();
    expect(
      within(dialog).getByRole('img', {
        name: 'Misty Ridge, 18 × 24 in on a wall above an 84 in sofa',
      }),
    ).toBeVisible();
    // 150 in of wall drawn 1000 px wide: 18 in is 120 px.
    expect(printBox()).toMatchObject({ width: 120, height: 160, href: '/uploads/misty-grid.webp' });
  });

  it('switching size redraws the print at its own scale: 24x36 in is twice 12x18 in', async () => {
    const { user } = openButton();
    await user.click(screen.getByRole('button', { name: 'View on a wall' }));
    const dialog = await screen.findByRole('dialog');
    const small = printBox();
    await user.click(within(dialog).getByRole('radio', { name: '24x36 in' }));
    const large = printBox();
    expect(large.width / small.width).toBe(2);
    expect(large.height / small.height).toBe(2);
    expect(within(dialog).getByText('24 × 36 in on a wall above an 84 in sofa')).toBeVisible();
  });

  it('switching scene hangs the print over that scene’s furniture and names it', async () => {
    const { user } = openButton();
    await user.click(screen.getByRole('button', { name: 'View on a wall' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '24x36 in' }));
    const overSofa = printBox();
    await user.click(within(dialog).getByRole('radio', { name: 'Bedroom' }));
    expect(
      within(dialog).getByText('24 × 36 in on a wall above a 64 in bed headboard'),
    ).toBeVisible();
    const overBed = printBox();
    expect(overBed.width).toBe(overSofa.width);
    // Over a 50 in headboard it hangs higher than over a 34 in sofa back.
    expect(overBed.y).toBeLessThan(overSofa.y);
    await user.click(within(dialog).getByRole('radio', { name: 'Dining room' }));
    expect(
      within(dialog).getByText('24 × 36 in on a wall above a 72 in dining table'),
    ).toBeVisible();
  });

  it('draws centimetre sizes at their size in inches and names the furniture in centimetres', async () => {
    const { user } = openButton(
      [size('30x40 cm', 30, 40, 'cm'), size('24x36 in', 24, 36)],
      '30x40 cm',
    );
    await user.click(screen.getByRole('button', { name: 'View on a wall' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('30 × 40 cm on a wall above a 213 cm sofa')).toBeVisible();
    expect(printBox().width).toBeCloseTo((30 / 2.54) * (1000 / 150), 6);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = openButton();
    const button = screen.getByRole('button', { name: 'View on a wall' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('is not offered when no size says its dimensions', () => {
    openButton([size('Large', 0, 0)], 'Large');
    expect(screen.queryByRole('button', { name: 'View on a wall' })).not.toBeInTheDocument();
  });
});
