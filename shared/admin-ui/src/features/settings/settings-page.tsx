import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { shopSettingsSchema, type ShopSettings } from '@wallart/domain';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../lib/toast';
import { BankSection } from './bank-section';
import { toInput, type Errors, type SettingsForm } from './settings-form';
import { useSaveShopSettings, useShopSettings } from './settings.queries';
import { ShippingRatesSection } from './shipping-rates-section';
import { ShopSection } from './shop-section';
import { VatSection } from './vat-section';

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

  return (
    <form onSubmit={submit} noValidate aria-label="Shop settings">
      <Stack gap="lg">
        <ShopSection
          shop={form.shop}
          errors={errors}
          onChange={(field, value) => setSection('shop', field, value)}
        />
        <BankSection
          bank={form.bank}
          errors={errors}
          onChange={(field, value) => setSection('bank', field, value)}
        />
        <VatSection tax={form.tax} errors={errors} onChange={setTax} />
        <ShippingRatesSection shipping={form.shipping} errors={errors} onChange={setShipping} />

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
