import { useEffect, useMemo, useState } from 'react';
import {
  Checkbox,
  FileInput,
  Grid,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import {
  CATEGORIES,
  productCreateSchema,
  validateSizeRows,
  type Product,
  type ProductCreateParsed,
  type ProductKind,
} from '@wallart/domain';
import { useAdminHost } from '../../app/admin-context';
import { FormActions } from '../../components/form-actions';
import { readySchema, useSchemaForm } from '../../forms/use-schema-form';
import { resolveImageUrl } from '../../lib/image-url';
import { printsLow } from './print-resolution-note';
import {
  ProductTextsTabs,
  textErrorKey,
  textValuesOf,
  translationsInput,
  type TextValues,
} from './product-texts-tabs';
import { useArtworkPixels } from './products.queries';
import { SizesEditor, sizeRowsOf, toSizeInput } from './sizes-editor';

export interface ProductFormValues {
  /** Every field but the images, validated by the shared schema; always with `sizes`. */
  input: Omit<ProductCreateParsed, 'images'>;
  /** New images to upload; none means the existing ones stay. */
  files: File[];
}

interface FormState extends TextValues {
  productId: string;
  category: string | null;
  kind: ProductKind;
}

const fromProduct = (p?: Product): FormState => ({
  productId: p?.productId ?? '',
  ...textValuesOf(p),
  category: p?.category ?? null,
  kind: p?.kind ?? 'print',
});

const KINDS = [
  { value: 'print', label: 'Print (shipped, sizes in in or cm)' },
  { value: 'digital', label: 'Digital artwork (files, sizes in px)' },
];

const schema = readySchema(productCreateSchema);

export interface ProductFormProps {
  /** The product being edited: its ID is shown and fixed. */
  product?: Product;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: ProductFormValues) => void;
  onCancel: () => void;
}

/**
 * Every product field (SPEC §3) and its sizes (PRODUCT §7), checked with the same schemas the
 * server uses; the sizes' messages stand by their own row and field.
 */
export function ProductForm({ product, submitLabel, busy, onSubmit, onCancel }: ProductFormProps) {
  const host = useAdminHost();
  const [files, setFiles] = useState<File[]>([]);
  const [keepLow, setKeepLow] = useState(false);
  const form = useSchemaForm({
    initialValues: { ...fromProduct(product), sizes: sizeRowsOf(product) },
    schema,
    errorKey: textErrorKey,
    // The images are uploaded later; the schema (refined, so it cannot be narrowed) sees none.
    toInput: (values) => ({
      ...values,
      images: [],
      productId: product?.productId ?? values.productId,
      category: values.category ?? undefined,
      translations: translationsInput(values),
      // A digital tier has no stock to count (PRODUCT §13): the shop keeps it unlimited.
      sizes: values.sizes
        .map((row) => (values.kind === 'digital' && row.stock === '' ? { ...row, stock: 0 } : row))
        .map(toSizeInput),
    }),
    onSubmit: (_values, { images: _uploadedLater, ...input }) =>
      onSubmit({ input: { ...input, ...(keepLow && { allowLowResolution: true }) }, files }),
  });
  const pixels = useArtworkPixels(product?.images[0], files[0]);
  const anyLow = form.values.sizes.some((row) => printsLow(row, pixels));
  // Once staff tried to save, the sizes' messages follow every change.
  const sizeCheck = form.submitted ? validateSizeRows(form.values.sizes.map(toSizeInput)) : null;
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const existing = product?.images ?? [];
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Grid gap="md">
          <Grid.Col span={12}>
            <TextInput
              label="Product ID"
              required={!product}
              {...form.getInputProps('productId')}
              value={product?.productId ?? form.values.productId}
              readOnly={Boolean(product)}
              disabled={Boolean(product)}
              description={product ? 'The product ID cannot be changed' : undefined}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <ProductTextsTabs field={(name) => form.getInputProps(name)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Category"
              required
              data={[...CATEGORIES]}
              {...form.getInputProps('category')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Kind"
              required
              allowDeselect={false}
              data={KINDS}
              description={
                form.values.kind === 'digital'
                  ? 'Name each size by its pixels, as "4000x6000 px"; upload its file once saved'
                  : undefined
              }
              value={form.values.kind}
              onChange={(kind) => form.setValue('kind', kind === 'digital' ? 'digital' : 'print')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <SizesEditor
              rows={form.values.sizes}
              onChange={(sizes) => form.setValue('sizes', sizes)}
              validation={sizeCheck}
              pixels={pixels}
            />
            {anyLow && (
              <Checkbox
                mt="sm"
                label="Keep the sizes below 150 DPI anyway"
                description="Without this the shop refuses them, so no print comes out blurry by mistake"
                checked={keepLow}
                onChange={(e) => setKeepLow(e.currentTarget.checked)}
              />
            )}
          </Grid.Col>
          <Grid.Col span={12}>
            <FileInput
              label="Images"
              description={
                product ? 'Choose new images to replace the current ones' : 'One or more images'
              }
              placeholder="Choose images"
              accept="image/*"
              multiple
              clearable
              leftSection={<IconPhoto size={16} />}
              value={files}
              onChange={setFiles}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            {files.length > 0 ? (
              <ImageStrip title="New images" urls={previews} />
            ) : existing.length > 0 ? (
              <ImageStrip
                title="Current images (kept unless you choose new ones)"
                urls={existing.map((url) => resolveImageUrl(host.getBaseUrl(), url))}
              />
            ) : null}
          </Grid.Col>
        </Grid>
        <FormActions busy={busy} onCancel={onCancel} mt="lg">
          {submitLabel}
        </FormActions>
      </Paper>
    </form>
  );
}

function ImageStrip({ title, urls }: { title: string; urls: string[] }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {urls.map((url, i) => (
          <Image
            key={url}
            src={url}
            alt={`${title}: image ${i + 1}`}
            radius="sm"
            h={96}
            fit="cover"
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
