import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Harness(props: Partial<QuantityStepperProps> & { start?: number }) {
  const { start = 1, onChange, ...rest } = props;
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('QuantityStepper', () => {
  it('has labelled − and + buttons that change the number a screen reader reads', async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(<Harness withLabel max={5} onChange={onChange} />);
    expect(field()).toHaveValue('1');
    expect(field()).toHaveAccessibleDescription('From 1 to 5');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field()).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(field()).toHaveValue('2');
    expect(onChange.mock.calls).toEqual([[2], [3], [2]]);
  });

  it('stops at 1 and at the stock: the buttons are disabled there', async () => {
    const { user } = renderScreen(<Harness withLabel max={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(field()).toHaveValue('2');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it('takes a typed number and the arrow keys, and puts back a number out of bounds', async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(<Harness withLabel max={5} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '4');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('5');
    await user.clear(field());
    await user.type(field(), '9');
    await user.tab();
    expect(field()).toHaveValue('5');
    expect(onChange).not.toHaveBeenCalledWith(9);
  });

  it('names the group and the buttons after the print, with 44 px tap targets', () => {
    renderScreen(<QuantityStepper value={2} onChange={() => {}} itemName="Spice Market" />);
    expect(screen.getByRole('group', { name: 'Quantity of Spice Market' })).toBeInTheDocument();
    for (const name of ['Decrease quantity of Spice Market', 'Increase quantity of Spice Market']) {
      // Mantine sizes an ActionIcon through --ai-size: 2.75rem is 44 px.
      expect(screen.getByRole('button', { name }).style.getPropertyValue('--ai-size')).toContain(
        '2.75rem',
      );
    }
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });
});
