import { NumberInput, Stack, Table } from '@mantine/core';
import { SHIPPING_ZONE_LABELS, SHIPPING_ZONES, type ShippingZone } from '@wallart/domain';
import type { Errors, RateForm, SettingsForm } from './settings-form';
import { Section } from './settings-section';

type Shipping = SettingsForm['shipping'];

const HOME_METHODS = [
  ['standard', 'Home standard'],
  ['express', 'Home express'],
] as const;

/** The free-shipping threshold and the rate of each method and zone. */
export function ShippingRatesSection({
  shipping,
  errors,
  onChange,
}: {
  shipping: Shipping;
  errors: Errors;
  onChange: (patch: Partial<Shipping>) => void;
}) {
  const setZone = (zone: ShippingZone, rate: RateForm) =>
    onChange({ international: { ...shipping.international, [zone]: rate } });
  // The table's rows: the two home methods, then each international zone.
  const rows = [
    ...HOME_METHODS.map(([method, name]) => ({
      path: method,
      name,
      rate: shipping[method],
      set: (rate: RateForm) => onChange({ [method]: rate }),
    })),
    ...SHIPPING_ZONES.map((zone) => ({
      path: `international.${zone}`,
      name: `International: ${SHIPPING_ZONE_LABELS[zone]}`,
      rate: shipping.international[zone],
      set: (rate: RateForm) => setZone(zone, rate),
    })),
  ];
  return (
    <Section
      title="Shipping"
      note="Fees in LKR and delivery times in business days, as the checkout quotes them."
    >
      <Stack gap="md">
        <NumberInput
          label="Free-shipping threshold (LKR)"
          description="A home order whose subtotal reaches this ships free by standard delivery; express and international fees stay."
          min={0}
          decimalScale={2}
          thousandSeparator=","
          maw={320}
          value={shipping.freeShippingThreshold}
          onChange={(v) => onChange({ freeShippingThreshold: v })}
          error={errors['shipping.freeShippingThreshold']}
        />
        <Table.ScrollContainer minWidth={560} type="native">
          <Table aria-label="Shipping rates" verticalSpacing="xs" tabularNums>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Method</Table.Th>
                <Table.Th scope="col">Fee (LKR)</Table.Th>
                <Table.Th scope="col">Days from</Table.Th>
                <Table.Th scope="col">Days to</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <RateRow
                  key={row.path}
                  name={row.name}
                  rate={row.rate}
                  errors={errors}
                  path={`shipping.${row.path}`}
                  onChange={row.set}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Section>
  );
}

const DAY_ENDS = [
  ['min', 'from'],
  ['max', 'to'],
] as const;

function RateRow({
  name,
  rate,
  errors,
  path,
  onChange,
}: {
  name: string;
  rate: RateForm;
  errors: Errors;
  path: string;
  onChange: (rate: RateForm) => void;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {name}
      </Table.Th>
      <Table.Td>
        <NumberInput
          aria-label={`${name} fee (LKR)`}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={rate.fee}
          onChange={(fee) => onChange({ ...rate, fee })}
          error={errors[`${path}.fee`]}
        />
      </Table.Td>
      {DAY_ENDS.map(([end, word]) => (
        <Table.Td key={end}>
          <NumberInput
            aria-label={`${name} days ${word}`}
            min={0}
            allowDecimal={false}
            value={rate.days[end]}
            onChange={(value) => onChange({ ...rate, days: { ...rate.days, [end]: value } })}
            error={errors[`${path}.days.${end}`]}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
