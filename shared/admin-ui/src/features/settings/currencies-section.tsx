import {
  ActionIcon,
  Button,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { HOME_CURRENCY, MAX_CURRENCY_DECIMALS, MAX_DISPLAY_CURRENCIES } from '@wallart/domain';
import type { CurrencyForm, Errors } from './settings-form';
import { Section } from './settings-section';

/**
 * The currencies a shopper may see prices in beside LKR (PRODUCT §12), each at staff's rate:
 * LKR itself stays listed at 1, and no rate is fetched from outside.
 */
export function CurrenciesSection({
  currencies,
  errors,
  onChange,
}: {
  currencies: CurrencyForm[];
  errors: Errors;
  onChange: (currencies: CurrencyForm[]) => void;
}) {
  const set = (index: number, patch: Partial<CurrencyForm>) =>
    onChange(currencies.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const remove = (index: number) => onChange(currencies.filter((_c, i) => i !== index));
  return (
    <Section
      title="Display currencies"
      note="Shoppers may pick one in the header to see each price also in it (≈). Every charge, order, mail and invoice stays in LKR."
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={480} type="native">
          <Table aria-label="Display currencies" verticalSpacing="xs" tabularNums>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Code (ISO 4217)</Table.Th>
                <Table.Th scope="col">Rate (LKR per unit)</Table.Th>
                <Table.Th scope="col">Decimals</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {currencies.map((currency, index) => {
                const home = currency.code === HOME_CURRENCY && index === homeIndex(currencies);
                const name = currency.code.trim() || `Currency ${index + 1}`;
                const path = `currencies.${index}`;
                return (
                  // Rows are edited in place and removed by position: the index is their identity.
                  <Table.Tr key={index}>
                    <Table.Td>
                      <TextInput
                        aria-label={`Currency ${index + 1} code`}
                        maxLength={3}
                        w={96}
                        readOnly={home}
                        value={currency.code}
                        onChange={(e) => set(index, { code: e.currentTarget.value.toUpperCase() })}
                        error={errors[`${path}.code`]}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${name} rate (LKR per unit)`}
                        min={0}
                        decimalScale={6}
                        thousandSeparator=","
                        readOnly={home}
                        value={currency.rate}
                        onChange={(rate) => set(index, { rate })}
                        error={errors[`${path}.rate`]}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${name} decimals`}
                        min={0}
                        max={MAX_CURRENCY_DECIMALS}
                        allowDecimal={false}
                        clampBehavior="none"
                        w={96}
                        readOnly={home}
                        value={currency.decimals}
                        onChange={(decimals) => set(index, { decimals })}
                        error={errors[`${path}.decimals`]}
                      />
                    </Table.Td>
                    <Table.Td>
                      {!home && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${name}`}
                          onClick={() => remove(index)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {errors.currencies && (
          <Text c="red" size="sm" role="alert">
            {errors.currencies}
          </Text>
        )}
        <Button
          variant="default"
          disabled={currencies.length >= MAX_DISPLAY_CURRENCIES}
          onClick={() => onChange([...currencies, { code: '', rate: '', decimals: 2 }])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add currency
        </Button>
      </Stack>
    </Section>
  );
}

/** The first LKR row: the one kept fixed (a second one can be removed). */
const homeIndex = (currencies: CurrencyForm[]) =>
  currencies.findIndex((c) => c.code === HOME_CURRENCY);
