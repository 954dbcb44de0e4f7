import { useState } from 'react';
import {
  Alert,
  getDefaultZIndex,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  discountWriteSchema,
  MAX_DISCOUNT_CODE_LENGTH,
  type Discount,
  type DiscountType,
  type DiscountWriteInput,
} from '@wallart/domain';
import { isApiError } from '@wallart/domain/api-client';
import { FormActions } from '../../components/form-actions';
import { readySchema, useSchemaForm } from '../../forms/use-schema-form';
import { useSaveDiscount } from './discounts.queries';

/** The terms as typed: figures stay text ('') until they parse, dates are days ("2026-12-01"). */
interface FormState {
  code: string;
  type: DiscountType;
  value: number | string;
  minSubtotal: number | string;
  startsAt: string;
  endsAt: string;
  totalLimit: number | string;
  perCustomerLimit: number | string;
  active: boolean;
}

/** "2026-12-01" for a stored date, in the browser's own calendar (what staff picked). */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A picked day as a moment: its first instant for a start, its last for an end. */
const startOf = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : null);
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

function initial(discount: Discount | null): FormState {
  return {
    code: discount?.code ?? '',
    type: discount?.type ?? 'percent',
    value: discount?.value ?? '',
    minSubtotal: discount?.minSubtotal ?? '',
    startsAt: dayOf(discount?.startsAt ?? null),
    endsAt: dayOf(discount?.endsAt ?? null),
    totalLimit: discount?.totalLimit ?? '',
    perCustomerLimit: discount?.perCustomerLimit ?? '',
    active: discount?.active ?? true,
  };
}

function inputOf(form: FormState): DiscountWriteInput {
  return {
    code: form.code,
    type: form.type,
    value: form.value === '' ? Number.NaN : Number(form.value),
    minSubtotal: numberOrNull(form.minSubtotal),
    startsAt: startOf(form.startsAt),
    endsAt: endOf(form.endsAt),
    totalLimit: numberOrNull(form.totalLimit),
    perCustomerLimit: numberOrNull(form.perCustomerLimit),
    active: form.active,
  };
}

const schema = readySchema(discountWriteSchema);

export interface DiscountFormDialogProps {
  /** Open for a new code (`null`), or for this code; closed when undefined. */
  editing: Discount | null | undefined;
  onClose: () => void;
  onSaved: (saved: Discount, created: boolean) => void;
}

/** Create or edit a discount code: its terms, checked with the shared schema before saving. */
export function DiscountFormDialog({ editing, onClose, onSaved }: DiscountFormDialogProps) {
  const opened = editing !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.code}` : 'New discount code'}
      centered
      size="lg"
      zIndex={getDefaultZIndex('modal') + 1}
    >
      {opened && (
        <DiscountForm
          key={editing?.id ?? 'new'}
          discount={editing}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function DiscountForm({
  discount,
  onClose,
  onSaved,
}: {
  discount: Discount | null;
  onClose: () => void;
  onSaved: DiscountFormDialogProps['onSaved'];
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveDiscount();
  const form = useSchemaForm({
    initialValues: initial(discount),
    schema,
    toInput: inputOf,
    onSubmit: (values) => {
      setRefusal(null);
      save.mutate(
        { id: discount?.id ?? null, input: inputOf(values) },
        {
          onSuccess: (saved) => onSaved(saved, discount === null),
          onError: (error) => {
            if (!isApiError(error)) return setRefusal('The code could not be saved.');
            if (error.code === 'duplicate') {
              form.showErrors([{ path: 'code', message: error.message }]);
              return;
            }
            form.showErrors(error.errors);
            setRefusal(error.errors.length ? null : error.message);
          },
        },
      );
    },
    onInvalid: () => setRefusal(null),
  });
  const values = form.values;
  const dayField = (field: 'startsAt' | 'endsAt', label: string, description: string) => ({
    type: 'date',
    label,
    description,
    ...form.getInputProps(field),
  });
  const usesField = (field: 'totalLimit' | 'perCustomerLimit', label: string) => ({
    label,
    description: 'Leave empty for no limit',
    ...form.getInputProps(field),
    min: 1,
    decimalScale: 0,
  });

  const percent = values.type === 'percent';
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        {refusal && (
          <Alert color="red" variant="light">
            {refusal}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Code"
            description="Shoppers type it in any case"
            {...form.getInputProps('code')}
            onChange={(e) => form.setValue('code', e.currentTarget.value.toUpperCase())}
            maxLength={MAX_DISCOUNT_CODE_LENGTH}
            autoComplete="off"
            required
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="discount-type-label">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="discount-type-label"
              value={values.type}
              onChange={(value) => form.setValue('type', value as DiscountType)}
              data={[
                { value: 'percent', label: 'Percent off' },
                { value: 'fixed', label: 'Fixed LKR off' },
              ]}
            />
          </Stack>
          <NumberInput
            label={percent ? 'Percent off' : 'Amount off (LKR)'}
            {...form.getInputProps('value')}
            min={percent ? 1 : 0.01}
            max={percent ? 100 : undefined}
            decimalScale={percent ? 0 : 2}
            suffix={percent ? ' %' : undefined}
            thousandSeparator={percent ? undefined : ','}
            required
          />
          <NumberInput
            label="Minimum subtotal (LKR)"
            description="Leave empty for none"
            {...form.getInputProps('minSubtotal')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
          />
          <TextInput {...dayField('startsAt', 'Starts on', 'Empty: from now')} />
          <TextInput {...dayField('endsAt', 'Ends after', 'Empty: no end')} />
          <NumberInput {...usesField('totalLimit', 'Total uses')} />
          <NumberInput {...usesField('perCustomerLimit', 'Uses per customer')} />
        </SimpleGrid>
        <Switch
          label="Active: shoppers can use it"
          checked={values.active}
          onChange={(e) => form.setValue('active', e.currentTarget.checked)}
        />
        <FormActions busy={save.isPending} onCancel={onClose}>
          {discount ? 'Save code' : 'Create code'}
        </FormActions>
      </Stack>
    </form>
  );
}
