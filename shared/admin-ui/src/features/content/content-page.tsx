import { useState } from 'react';
import { Alert, Center, Loader, SegmentedControl, Select, Stack } from '@mantine/core';
import { CONTENT_KEYS, LANGUAGES, type ContentKey, type Language } from '@wallart/domain';
import { PageHeader } from '../../components/page-header';
import { ContentEditor } from './content-editor';
import { useShopText } from './content.queries';

const TEXT_NAMES: Record<ContentKey, string> = {
  'why-choose-us': 'Home page: Why Choose Us (a card per "## " heading; the line above them)',
  about: 'About page',
  faq: 'FAQ (a question per "## " heading, its answer below)',
  shipping: 'Shipping page',
  returns: 'Returns & Exchanges page',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };

/** The shop's texts (PRODUCT §16): staff pick a text and a language, write it and preview it. */
export function ContentPage() {
  const [key, setKey] = useState<ContentKey>('why-choose-us');
  const [language, setLanguage] = useState<Language>('en');
  const text = useShopText({ key, language });
  return (
    <>
      <PageHeader
        title="Content"
        description="The home page's Why Choose Us, the static pages and the FAQ, per language"
      />
      <Stack gap="md">
        <Select
          label="Text"
          data={CONTENT_KEYS.map((value) => ({ value, label: TEXT_NAMES[value] }))}
          value={key}
          onChange={(value) => value && setKey(value as ContentKey)}
          allowDeselect={false}
          maw={520}
        />
        <SegmentedControl
          aria-label="Language"
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          w="fit-content"
        />
        {text.isPending && (
          <Center py="xl" role="status" aria-label="Loading the text">
            <Loader />
          </Center>
        )}
        {text.isError && <Alert color="red">The text could not be loaded.</Alert>}
        {text.data && (
          <ContentEditor
            // A fresh form for each text and language.
            key={`${key}:${language}`}
            text={text.data}
            language={language}
            languageName={LANGUAGE_NAMES[language]}
          />
        )}
      </Stack>
    </>
  );
}
