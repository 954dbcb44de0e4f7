import { Accordion, Container, Loader } from '@mantine/core';
import { contentSections } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useShopText } from './content.queries';
import { ShopMarkdown } from './shop-markdown';

/**
 * The owner's questions (PRODUCT §16): each `## ` heading of the text asks and the text under
 * it answers. One answer open at a time, and clicking the open one closes it.
 */
export function FaqPage() {
  const t = useT();
  usePageMeta(t('faq.title'), t('faq.description'));
  const text = useShopText('faq');
  const { intro, sections } = contentSections(text ?? '');
  return (
    <>
      <PageHeader
        title={t('faq.title')}
        intro={intro ? <ShopMarkdown text={intro} inline /> : undefined}
      />
      <Container size="md">
        {text === undefined ? (
          <Loader aria-label={t('content.loading')} />
        ) : (
          <Accordion variant="separated" radius="sm" chevronPosition="right">
            {sections.map((question, n) => (
              <Accordion.Item key={n} value={`q${n + 1}`} bg="white">
                <Accordion.Control fz="lg" fw={500}>
                  {question.heading}
                </Accordion.Control>
                <Accordion.Panel c="ink.7">
                  <ShopMarkdown text={question.body} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Container>
    </>
  );
}
