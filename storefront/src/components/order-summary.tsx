import type { ReactNode } from 'react';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatLKR,
  HOME_CURRENCY,
  hasFixedQuantity,
  moneyLines,
  shippingFeeLabel,
  type CartItem,
} from '@wallart/domain/rules';
import { useT } from '../i18n/i18n';
import { ApproxPrice, useDisplayCurrency } from '../lib/display-currency';
import { LineThumbnail } from './line-thumbnail';
import { QuantityStepper } from './quantity-stepper';

export interface OrderSummaryProps {
  title: string;
  items: readonly CartItem[];
  /** Lists each line (picture, name, size, price and quantity) above the figures. */
  withLines?: boolean;
  /** Makes each line's quantity a stepper; without it the quantity is shown as text. */
  onQuantityChange?: (line: CartItem, quantity: number) => void;
  /** A note under a line, such as a price the server changed (the cart and checkout). */
  lineNote?: (line: CartItem) => ReactNode;
  /**
   * The shipping fee the server quoted; the total then adds it. Null shows that it is not
   * known yet; left out, no shipping row is shown.
   */
  shippingFee?: number | null;
  /** A discount code the server accepted and what it takes off (LKR); the total subtracts it. */
  code?: { code: string; discount: number } | null;
  /** Says under the total that the charge is in LKR (the checkout). */
  chargedInLkr?: boolean;
  /** What follows the total, such as the button that goes on. */
  children?: ReactNode;
}

/**
 * What the shopper is about to pay: optionally the lines with their size and quantity, then
 * the money lines of PRODUCT §16 (subtotal at sale prices, "You save", "Discount (CODE)"
 * only with a code, shipping, total), all from the domain's rule, each also in the shopper's
 * display currency ("≈ USD 81.67").
 */
export function OrderSummary({
  title,
  items,
  withLines = false,
  onQuantityChange,
  lineNote,
  shippingFee,
  code,
  chargedInLkr = false,
  children,
}: OrderSummaryProps) {
  const t = useT();
  const money = moneyLines(items, code?.discount ?? 0, shippingFee ?? 0);
  return (
    <Stack gap="sm">
      <Title order={2} fz={26}>
        {title}
      </Title>
      {withLines && (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((line) => (
            <SummaryLine
              key={`${line.productId}|${line.selectedSize}`}
              line={line}
              onQuantityChange={onQuantityChange}
              note={lineNote?.(line)}
            />
          ))}
        </Stack>
      )}
      {withLines && <Divider />}
      <SummaryRow label={t('summary.subtotal')} amount={money.subtotal} />
      {money.youSave > 0 && (
        <SummaryRow label={t('summary.youSave')} amount={money.youSave} accent />
      )}
      {code && money.codeDiscount > 0 && (
        <SummaryRow
          label={t('summary.discount', { code: code.code })}
          amount={money.codeDiscount}
          minus
          accent
        />
      )}
      {shippingFee !== undefined && (
        <SummaryRow
          label={t('summary.shipping')}
          value={
            shippingFee === null
              ? t('summary.atCheckout')
              : shippingFeeLabel(shippingFee, t('summary.free'))
          }
          amount={shippingFee ? shippingFee : undefined}
        />
      )}
      <Divider />
      <SummaryRow label={t('summary.total')} amount={money.total} strong />
      {chargedInLkr && <ChargedInLkr />}
      {children}
    </Stack>
  );
}

function SummaryLine({
  line,
  onQuantityChange,
  note,
}: {
  line: CartItem;
  onQuantityChange: OrderSummaryProps['onQuantityChange'];
  note: ReactNode;
}) {
  const t = useT();
  // A quoted one-off artwork is ordered once: its quantity shows, never a stepper.
  const stepper = hasFixedQuantity(line.productId) ? undefined : onQuantityChange;
  return (
    <Stack component="li" gap={6}>
      <Group wrap="wrap" align="center" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ flex: '1 1 180px', minWidth: 0 }}>
          <div style={{ width: 64, flexShrink: 0 }}>
            <LineThumbnail productId={line.productId} image={line.image} size={64} />
          </div>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500} lineClamp={1}>
              {line.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {line.selectedSize} · {formatLKR(line.price)}
              {!stepper && ` · ${t('summary.quantity', { quantity: line.quantity })}`}
            </Text>
            <ApproxPrice amount={line.price} />
          </Stack>
        </Group>
        {stepper && (
          <QuantityStepper
            value={line.quantity}
            onChange={(quantity) => stepper(line, quantity)}
            itemName={line.name}
          />
        )}
      </Group>
      {note}
    </Stack>
  );
}

/** The checkout's word that the charge is in LKR, and that other figures are a guide. */
function ChargedInLkr() {
  const t = useT();
  const { chosen } = useDisplayCurrency();
  return (
    <Text fz="sm" c="dimmed">
      {t('summary.chargedInLkr')}
      {chosen.code !== HOME_CURRENCY && ` ${t('summary.approximate', { code: chosen.code })}`}
    </Text>
  );
}

/** A figure of the summary: its LKR amount (or a text such as "Free") and the "≈" beside it. */
function SummaryRow(props: {
  label: string;
  value?: string;
  amount?: number | undefined;
  /** Written as taken off: "- LKR 500.00". */
  minus?: boolean;
  strong?: boolean;
  accent?: boolean;
}) {
  const { amount, minus } = props;
  const lkr = amount === undefined ? '' : `${minus ? '- ' : ''}${formatLKR(amount)}`;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Text fw={props.strong ? 600 : 400} fz={props.strong ? 'lg' : 'md'}>
        {props.label}
      </Text>
      <Stack gap={0} align="flex-end">
        <Text
          className="shop-price"
          fw={props.strong ? 600 : 400}
          fz={props.strong ? 'lg' : 'md'}
          c={props.accent ? 'teal.9' : undefined}
        >
          {props.value ?? lkr}
        </Text>
        {amount !== undefined && <ApproxPrice amount={amount} />}
      </Stack>
    </Group>
  );
}
