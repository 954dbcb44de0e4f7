import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  SHIPPING_ZONE_LABELS,
  SHIPPING_ZONES,
  shopSettingsSchema,
  type ShippingZone,
  type ShopSettings,
} from '@wallart/domain';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../lib/toast';
import { useSaveShopSettings, useShopSettings } from './settings.queries';

type Amount = number | string;
interface RateForm {
  fee: Amount;
  days: { min: Amount; max: Amount };
}
/** The settings as typed: figures stay text ('') until they parse. */
interface SettingsForm {
  shop: ShopSettings['shop'];
  bank: ShopSettings['bank'];
  tax: { vatRegistered: boolean; vatRate: Amount; vatNumber: string };
  shipping: {
    standard: RateForm;
    freeShippingThreshold: Amount;
    express: RateForm;
    international: Record<ShippingZone, RateForm>;
  };
}

const toNumber = (value: Amount) => (value === '' ? undefined : Number(value));
const rateInput = (rate: RateForm) => ({
  fee: toNumber(rate.fee),
  days: { min: toNumber(rate.days.min), max: toNumber(rate.days.max) },
});

/** What the schema checks: empty figures left out, so each one says it is missing. */
function toInput(form: SettingsForm): unknown {
  const { shipping, tax } = form;
  return {
    shop: form.shop,
    bank: form.bank,
    tax: { ...tax, vatRate: toNumber(tax.vatRate) },
    shipping: {
      standard: rateInput(shipping.standard),
      freeShippingThreshold: toNumber(shipping.freeShippingThreshold),
      express: rateInput(shipping.express),
      international: Object.fromEntries(
        SHIPPING_ZONES.map((zone) => [zone, rateInput(shipping.international[zone])]),
      ),
    },
  };
}

type Errors = Record<string, string>;

/**
 * The shop's settings (PRODUCT §7): its details on documents, bank details for transfers, VAT,
 * and shipping rates by method and zone; checked with the shared schema, saved whole.
 */
export function SettingsPage() {
  const settings = useShopSettings();
  return (
    <>
      <PageHeader
        title="Settings"
        description="The shop's details, bank account, VAT and shipping rates"
      />
      {settings.isPending && (
        <Center py="xl" role="status" aria-label="Loading settings">
          <Loader />
        </Center>
      )}
      {settings.isError && <Alert color="red">The settings could not be loaded.</Alert>}
      {settings.data && <SettingsEditor saved={settings.data} />}
    </>
  );
}

function SettingsEditor({ saved }: { saved: ShopSettings }) {
  const [form, setForm] = useState<SettingsForm>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveShopSettings();
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const edit = (change: (draft: SettingsForm) => SettingsForm) => setForm(change);
  const setSection = <K extends 'shop' | 'bank'>(
    section: K,
    field: keyof SettingsForm[K],
    value: string,
  ) => edit((f) => ({ ...f, [section]: { ...f[section], [field]: value } }));
  const setTax = (patch: Partial<SettingsForm['tax']>) =>
    edit((f) => ({ ...f, tax: { ...f.tax, ...patch } }));
  const setShipping = (patch: Partial<SettingsForm['shipping']>) =>
    edit((f) => ({ ...f, shipping: { ...f.shipping, ...patch } }));
  const setZone = (zone: ShippingZone, rate: RateForm) =>
    edit((f) => ({
      ...f,
      shipping: { ...f.shipping, international: { ...f.shipping.international, [zone]: rate } },
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shopSettingsSchema.safeParse(toInput(form));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setForm(answer);
        toast.success('Settings saved');
      },
    });
  };

  const shopField = (field: keyof ShopSettings['shop'], label: string) => ({
    label,
    required: true,
    value: form.shop[field],
    onChange: (e: { currentTarget: { value: string } }) =>
      setSection('shop', field, e.currentTarget.value),
    error: errors[`shop.${field}`],
  });
  const bankField = (field: keyof ShopSettings['bank'], label: string) => ({
    label,
    required: field !== 'swift',
    value: form.bank[field],
    onChange: (e: { currentTarget: { value: string } }) =>
      setSection('bank', field, e.currentTarget.value),
    error: errors[`bank.${field}`],
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Shop settings">
      <Stack gap="lg">
        <Section title="The shop" note="As it appears on invoices, packing slips and mails.">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...shopField('name', 'Shop name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...shopField('email', 'Email')} type="email" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Textarea {...shopField('address', 'Address')} autosize minRows={2} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...shopField('phone', 'Phone')} type="tel" />
            </Grid.Col>
          </Grid>
        </Section>

        <Section
          title="Bank details"
          note="Shown to shoppers who pay by bank transfer: after ordering, on My Orders and in the confirmation mail."
        >
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...bankField('bankName', 'Bank name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...bankField('branch', 'Branch')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...bankField('accountName', 'Account name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...bankField('accountNumber', 'Account number')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...bankField('swift', 'SWIFT code')}
                description="For transfers from abroad; leave empty if you have none"
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title="VAT" note="Printed on invoices.">
          <Stack gap="md">
            <Switch
              label="VAT registered"
              checked={form.tax.vatRegistered}
              onChange={(e) => setTax({ vatRegistered: e.currentTarget.checked })}
            />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NumberInput
                  label="VAT rate (%)"
                  min={0}
                  max={100}
                  decimalScale={2}
                  value={form.tax.vatRate}
                  onChange={(v) => setTax({ vatRate: v })}
                  error={errors['tax.vatRate']}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label="VAT number"
                  required={form.tax.vatRegistered}
                  value={form.tax.vatNumber}
                  onChange={(e) => setTax({ vatNumber: e.currentTarget.value })}
                  error={errors['tax.vatNumber']}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Section>

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
              value={form.shipping.freeShippingThreshold}
              onChange={(v) => setShipping({ freeShippingThreshold: v })}
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
                  <RateRow
                    name="Home standard"
                    rate={form.shipping.standard}
                    errors={errors}
                    path="shipping.standard"
                    onChange={(standard) => setShipping({ standard })}
                  />
                  <RateRow
                    name="Home express"
                    rate={form.shipping.express}
                    errors={errors}
                    path="shipping.express"
                    onChange={(express) => setShipping({ express })}
                  />
                  {SHIPPING_ZONES.map((zone) => (
                    <RateRow
                      key={zone}
                      name={`International: ${SHIPPING_ZONE_LABELS[zone]}`}
                      rate={form.shipping.international[zone]}
                      errors={errors}
                      path={`shipping.international.${zone}`}
                      onChange={(rate) => setZone(zone, rate)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Section>

        <Group justify="flex-end" gap="xs">
          {dirty && (
            <Text size="sm" c="dimmed" mr="auto">
              You have unsaved changes.
            </Text>
          )}
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setForm(saved);
              setErrors({});
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {note}
      </Text>
      {children}
    </Paper>
  );
}

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
  const days = (key: 'min' | 'max', value: Amount) =>
    onChange({ ...rate, days: { ...rate.days, [key]: value } });
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
      <Table.Td>
        <NumberInput
          aria-label={`${name} days from`}
          min={0}
          allowDecimal={false}
          value={rate.days.min}
          onChange={(v) => days('min', v)}
          error={errors[`${path}.days.min`]}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`${name} days to`}
          min={0}
          allowDecimal={false}
          value={rate.days.max}
          onChange={(v) => days('max', v)}
          error={errors[`${path}.days.max`]}
        />
      </Table.Td>
    </Table.Tr>
  );
}
