import { useEffect, useMemo, useRef } from 'react';
import { Alert, Anchor, Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../../lib/use-shop-form';
import { countryOptions, loginPathFor } from '@wallart/domain/rules';
import { markedParts } from '../../../i18n/bold-marks';
import { useCountryNames } from '../../../i18n/country-names';
import { useShopLanguage, useT } from '../../../i18n/i18n';
import { useCurrentUser } from '../../../lib/shared-queries';
import { toast } from '../../../lib/toast';
import type { DeliveryDetails } from './checkout-progress';

const EMPTY: DeliveryDetails = { name: '', address: '', phoneNumber: '' };
/** The fields in the order they show, so an error takes the focus to the first one on screen. */
const FIELD_ORDER = ['email', 'name', 'address', 'phoneNumber'] as const;
const deliverySchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) =>
    m.placeOrderSchema.pick({ name: true, address: true, phoneNumber: true }),
  ),
);
/** A guest gives an e-mail too: the order's link and mails go there (PRODUCT §11). */
const guestSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) =>
    m.placeOrderSchema
      .pick({ name: true, address: true, phoneNumber: true, email: true })
      .required({ email: true }),
  ),
);

export interface AddressStepProps {
  /** The details accepted before (back on this step, or after a reload), else empty fields. */
  details: DeliveryDetails | null;
  country: string;
  onCountryChange: (country: string | null) => void;
  signedIn: boolean;
  /** False for only digital artwork: payment comes next, not shipping. */
  shipped?: boolean;
  onDone: (details: DeliveryDetails) => void;
}

/** Who receives the prints and where: checked with the order's own schema. */
export function AddressStep({
  details,
  country,
  onCountryChange,
  signedIn,
  shipped = true,
  onDone,
}: AddressStepProps) {
  const { lang } = useShopLanguage();
  const names = useCountryNames();
  const countries = useMemo(
    () => countryOptions(lang, names).map(({ code, name }) => ({ value: code, label: name })),
    [lang, names],
  );
  const location = useLocation();
  const t = useT();
  const guestNote = markedParts(t('checkout.guest'));
  const account = useCurrentUser(signedIn).data;
  const fields = useRef<HTMLFormElement>(null);
  const form = useShopForm<DeliveryDetails>({
    initialValues: { ...EMPTY, ...(signedIn ? {} : { email: '' }), ...details },
    schema: signedIn ? deliverySchema : guestSchema,
    onSubmit: (values) => onDone(values),
    onInvalid: (errors, values) => {
      const first = FIELD_ORDER.find((key) => errors[key]);
      if (first) fields.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      if (Object.values(values).some((value) => !value?.trim())) {
        toast.error(t('checkout.fillAll'));
      }
    },
  });

  // A signed-in shopper's name and phone come from the account, unless already typed or kept.
  const { values, setValue } = form;
  const prefilled = useRef(Boolean(details));
  useEffect(() => {
    if (!account || prefilled.current) return;
    prefilled.current = true;
    if (!values.name.trim()) setValue('name', account.name);
    if (!values.phoneNumber.trim()) setValue('phoneNumber', account.phone);
  }, [account, values.name, values.phoneNumber, setValue]);

  return (
    <form ref={fields} onSubmit={form.onSubmit} aria-label={t('checkout.details')} noValidate>
      <Stack gap="md">
        {!signedIn && (
          <Alert variant="light" color="accent">
            {guestNote[0]}
            <Anchor component={Link} to={loginPathFor(location.pathname + location.search)}>
              {guestNote[1]}
            </Anchor>
            {guestNote[2]}
          </Alert>
        )}
        {!signedIn && (
          <TextInput
            label={t('checkout.email')}
            type="email"
            name="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        )}
        <TextInput
          label={t('checkout.name')}
          name="name"
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('checkout.address')}
          name="address"
          autoComplete="street-address"
          autosize
          minRows={3}
          {...form.getInputProps('address')}
        />
        <TextInput
          label={t('checkout.phone')}
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          {...form.getInputProps('phoneNumber')}
        />
        <Select
          label={t('checkout.country')}
          data={countries}
          value={country}
          onChange={onCountryChange}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('checkout.noCountry')}
          autoComplete="country-name"
          comboboxProps={{ withinPortal: true }}
        />
        <Button type="submit" size="lg">
          {t(shipped ? 'checkout.toShipping' : 'checkout.toPayment')}
        </Button>
      </Stack>
    </form>
  );
}
