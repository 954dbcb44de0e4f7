import { Accordion, Container } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useShopConfig } from '../../lib/shared-queries';

/** The questions, in order: `faq.q1` asks and `faq.a1` answers. */
const QUESTIONS = [1, 2, 3, 4, 5] as const;

/** Five questions; one answer open at a time, and clicking the open one closes it. */
export function FaqPage() {
  const t = useT();
  usePageMeta(t('faq.title'), t('faq.description'));
  // The returns answer quotes the shop's return window (PRODUCT §16).
  const returnDays = useShopConfig().data?.returnDays;
  return (
    <>
      <PageHeader title={t('faq.title')} intro={t('faq.intro')} />
      <Container size="md">
        <Accordion variant="separated" radius="sm" chevronPosition="right">
          {QUESTIONS.map((n) => (
            <Accordion.Item key={n} value={`q${n}`} bg="white">
              <Accordion.Control fz="lg" fw={500}>
                {t(`faq.q${n}`)}
              </Accordion.Control>
              <Accordion.Panel c="ink.7">
                {n !== 3
                  ? t(`faq.a${n}`)
                  : returnDays === undefined
                    ? '\u00a0'
                    : t('faq.a3', { days: returnDays })}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </>
  );
}
