import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { shopSettingsSchema, type ShopSettings } from '@wallart/domain';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../lib/toast';
import { dottedPath, readySchema, useSchemaForm } from '../../forms/use-schema-form';
import { CurrenciesSection } from './currencies-section';
import { toInput, type SettingsForm } from './settings-form';
import { useSaveShopSettings, useShopSettings } from './settings.queries';
import { ReturnsSection } from './returns-section';
import { ShippingRatesSection } from './shipping-rates-section';
import { TextFieldsSection, type TextPart } from './text-fields-section';
import { VatSection } from './vat-section';

/**
 * The shop's settings (PRODUCT §7): its details on documents, bank details for transfers, VAT,
 * shipping rates by method and zone, the return window and the display currencies (PRODUCT
 * §12); checked with the shared schema, saved whole.
 */
export function SettingsPage() {
  const settings = useShopSettings();
  return (
    <>
      <PageHeader
        title="Settings"
        description="The shop's details, bank account, VAT, shipping rates, returns and display currencies"
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

const schema = readySchema(shopSettingsSchema);

function SettingsEditor({ saved }: { saved: ShopSettings }) {
  const save = useSaveShopSettings();
  const form = useSchemaForm<SettingsForm, ShopSettings>({
    initialValues: saved,
    schema,
    toInput,
    errorKey: dottedPath,
    onSubmit: (_values, checked) =>
      save.mutate(checked, {
        onSuccess: (answer) => {
          form.reset(answer);
          toast.success('Settings saved');
        },
      }),
  });
  const values = form.values;
  // Each section's messages show once staff tried to save, and follow their changes after.
  const errors = form.submitted ? form.errors : {};
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const setSection = <K extends TextPart>(
    section: K,
    field: keyof SettingsForm[K],
    value: string,
  ) => form.update((f) => ({ ...f, [section]: { ...f[section], [field]: value } }));
  const setTax = (patch: Partial<SettingsForm['tax']>) =>
    form.update((f) => ({ ...f, tax: { ...f.tax, ...patch } }));
  const setShipping = (patch: Partial<SettingsForm['shipping']>) =>
    form.update((f) => ({ ...f, shipping: { ...f.shipping, ...patch } }));
  const setAfterSale = (patch: Partial<SettingsForm['afterSale']>) =>
    form.update((f) => ({ ...f, afterSale: { ...f.afterSale, ...patch } }));
  const setCurrencies = (currencies: SettingsForm['currencies']) =>
    form.update((f) => ({ ...f, currencies }));

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Shop settings">
      <Stack gap="lg">
        <TextFieldsSection part="shop" values={values} errors={errors} onChange={setSection} />
        <TextFieldsSection part="bank" values={values} errors={errors} onChange={setSection} />
        <VatSection tax={values.tax} errors={errors} onChange={setTax} />
        <ShippingRatesSection shipping={values.shipping} errors={errors} onChange={setShipping} />
        <ReturnsSection values={values.afterSale} errors={errors} onChange={setAfterSale} />
        <CurrenciesSection
          currencies={values.currencies}
          errors={errors}
          onChange={setCurrencies}
        />

        <Group justify="flex-end" gap="xs">
          {dirty && (
            <Text size="sm" c="dimmed" mr="auto">
              You have unsaved changes.
            </Text>
          )}
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => form.reset(saved)}
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
