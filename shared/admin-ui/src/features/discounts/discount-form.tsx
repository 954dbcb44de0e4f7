import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  getDefaultZIndex,
  Group,
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
import { useSaveDiscount } from './discounts.queries';

type Field = keyof DiscountWriteInput;

interface FormState {
  code: string;
  type: DiscountType;
  value: number | string;
  minSubtotal: number | string;
  startsOn: string;
  endsOn: string;
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
    startsOn: dayOf(discount?.startsAt ?? null),
    endsOn: dayOf(discount?.endsAt ?? null),
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
    startsAt: startOf(form.startsOn),
    endsAt: endOf(form.endsOn),
    totalLimit: numberOrNull(form.totalLimit),
    perCustomerLimit: numberOrNull(form.perCustomerLimit),
    active: form.active,
  };
}

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
  const [form, setForm] = useState(() => initial(discount));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveDiscount();

  const set = <K extends keyof FormState>(key: K, value: FormState[K], field: Field) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const input = inputOf(form);
    const checked = discountWriteSchema.safeParse(input);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field) found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    save.mutate(
      { id: discount?.id ?? null, input },
      {
        onSuccess: (saved) => onSaved(saved, discount === null),
        onError: (error) => {
          if (!isApiError(error)) return setRefusal('The code could not be saved.');
          if (error.code === 'duplicate') return setErrors({ code: error.message });
          const found: typeof errors = {};
          for (const e of error.errors) found[e.path as Field] ??= e.message;
          setErrors(found);
          setRefusal(error.errors.length ? null : error.message);
        },
      },
    );
  };

  const percent = form.type === 'percent';
  return (
    <form onSubmit={submit} noValidate>
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
            value={form.code}
            onChange={(e) => set('code', e.currentTarget.value.toUpperCase(), 'code')}
            maxLength={MAX_DISCOUNT_CODE_LENGTH}
            error={errors.code}
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
              value={form.type}
              onChange={(value) => set('type', value as DiscountType, 'type')}
              data={[
                { value: 'percent', label: 'Percent off' },
                { value: 'fixed', label: 'Fixed LKR off' },
              ]}
            />
          </Stack>
          <NumberInput
            label={percent ? 'Percent off' : 'Amount off (LKR)'}
            value={form.value}
            onChange={(value) => set('value', value, 'value')}
            min={percent ? 1 : 0.01}
            max={percent ? 100 : undefined}
            decimalScale={percent ? 0 : 2}
            suffix={percent ? ' %' : undefined}
            thousandSeparator={percent ? undefined : ','}
            error={errors.value}
            required
          />
          <NumberInput
            label="Minimum subtotal (LKR)"
            description="Leave empty for none"
            value={form.minSubtotal}
            onChange={(value) => set('minSubtotal', value, 'minSubtotal')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            error={errors.minSubtotal}
          />
          <TextInput
            type="date"
            label="Starts on"
            description="Empty: from now"
            value={form.startsOn}
            onChange={(e) => set('startsOn', e.currentTarget.value, 'startsAt')}
            error={errors.startsAt}
          />
          <TextInput
            type="date"
            label="Ends after"
            description="Empty: no end"
            value={form.endsOn}
            onChange={(e) => set('endsOn', e.currentTarget.value, 'endsAt')}
            error={errors.endsAt}
          />
          <NumberInput
            label="Total uses"
            description="Leave empty for no limit"
            value={form.totalLimit}
            onChange={(value) => set('totalLimit', value, 'totalLimit')}
            min={1}
            decimalScale={0}
            error={errors.totalLimit}
          />
          <NumberInput
            label="Uses per customer"
            description="Leave empty for no limit"
            value={form.perCustomerLimit}
            onChange={(value) => set('perCustomerLimit', value, 'perCustomerLimit')}
            min={1}
            decimalScale={0}
            error={errors.perCustomerLimit}
          />
        </SimpleGrid>
        <Switch
          label="Active: shoppers can use it"
          checked={form.active}
          onChange={(e) => set('active', e.currentTarget.checked, 'active')}
        />
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {discount ? 'Save code' : 'Create code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
