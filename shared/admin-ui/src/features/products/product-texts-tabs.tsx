import { Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { LANGUAGE_NAMES, type Product, type ProductTranslations } from '@wallart/domain';

/** The languages a product's texts are written in: English, and its translations (PRODUCT §12). */
const TABS = [
  { value: 'en', suffix: '', label: LANGUAGE_NAMES.en, in: '' },
  { value: 'si', suffix: 'Si', label: LANGUAGE_NAMES.si, in: ' in Sinhala' },
  { value: 'ta', suffix: 'Ta', label: LANGUAGE_NAMES.ta, in: ' in Tamil' },
] as const;

type Suffix = (typeof TABS)[number]['suffix'];
export type TextField = `${'name' | 'altNames' | 'description'}${Suffix}`;

/** The texts as the form holds them: one field each, names comma-separated. */
export type TextValues = Record<TextField, string>;

export function textValuesOf(p?: Product): TextValues {
  const of = (lang: 'si' | 'ta') => p?.translations?.[lang];
  return {
    name: p?.name ?? '',
    altNames: p?.altNames.join(', ') ?? '',
    description: p?.description ?? '',
    nameSi: of('si')?.name ?? '',
    altNamesSi: of('si')?.altNames?.join(', ') ?? '',
    descriptionSi: of('si')?.description ?? '',
    nameTa: of('ta')?.name ?? '',
    altNamesTa: of('ta')?.altNames?.join(', ') ?? '',
    descriptionTa: of('ta')?.description ?? '',
  };
}

/** The translations the schema checks: empty texts are dropped by it, so they read in English. */
export function translationsInput(values: TextValues) {
  const texts = (suffix: 'Si' | 'Ta') => ({
    name: values[`name${suffix}`],
    altNames: values[`altNames${suffix}`],
    description: values[`description${suffix}`],
  });
  return { si: texts('Si'), ta: texts('Ta') } satisfies Record<keyof ProductTranslations, object>;
}

/** A translation's message stands by its field: `translations.si.name` → `nameSi`. */
export function textErrorKey(path: readonly PropertyKey[]): string | undefined {
  const [first, lang, field] = path;
  if (first !== 'translations') return first === undefined ? undefined : String(first);
  if ((lang !== 'si' && lang !== 'ta') || typeof field !== 'string') return 'translations';
  return `${field}${lang === 'si' ? 'Si' : 'Ta'}`;
}

interface InputProps {
  value: string;
  onChange: (input: unknown) => void;
  onFocus: () => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * The product's name, alternative names and description, a tab per language. English is
 * required as before; a text left empty in a translation reads in English in the shop.
 */
export function ProductTextsTabs({ field }: { field: (name: TextField) => InputProps }) {
  const hasError = (suffix: Suffix) =>
    (['name', 'altNames', 'description'] as const).some((f) => field(`${f}${suffix}`).error);
  return (
    <Tabs defaultValue="en" keepMounted={false}>
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            color={hasError(tab.suffix) ? 'red' : undefined}
            aria-label={hasError(tab.suffix) ? `${tab.label} (has errors)` : undefined}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="sm">
          <Stack gap="sm">
            <TextInput
              label={`Name${tab.in}`}
              required={tab.suffix === ''}
              description={tab.suffix ? 'Empty: the English name is shown' : undefined}
              {...field(`name${tab.suffix}`)}
            />
            <TextInput
              label={`Alternative names${tab.in}`}
              description="Separate names with commas"
              {...field(`altNames${tab.suffix}`)}
            />
            <Textarea
              label={`Description${tab.in}`}
              autosize
              minRows={3}
              maxRows={10}
              {...field(`description${tab.suffix}`)}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
