import { Accordion, Container } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/page-meta';

export const FAQ_ITEMS = [
  {
    question: 'How long does shipping take?',
    answer:
      'Orders are processed in 1–2 business days. Standard shipping then takes 3–7 business days, express 1–3, and international 7–21 depending on the country.',
  },
  {
    question: 'How can I track my order?',
    answer:
      'When your order ships we email you a tracking number, with the carrier and a link to follow the parcel on its website. The same details, and the status of every order, are under My Orders.',
  },
  {
    question: 'What is your return policy?',
    answer:
      'Returns are accepted within 14 days of delivery for unused items in their original packaging. See Returns & Exchanges for the details.',
  },
  {
    question: 'Can I change or cancel my order?',
    answer:
      'Yes, as long as it has not been processed yet. While an order is Pending you can cancel it yourself: press Delete on the order in My Orders. To change an order, contact our support team as soon as possible and we will help.',
  },
  {
    question: 'Do you ship internationally?',
    answer:
      'Yes, we ship worldwide. International shipping rates and delivery times are calculated at checkout.',
  },
];

/** Five questions; one answer open at a time, and clicking the open one closes it. */
export function FaqPage() {
  usePageMeta(
    'Frequently Asked Questions',
    'Answers about shipping, tracking, returns and orders.',
  );
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        intro="Quick answers about shipping, tracking, returns and your orders."
      />
      <Container size="md">
        <Accordion variant="separated" radius="sm" chevronPosition="right">
          {FAQ_ITEMS.map((item) => (
            <Accordion.Item key={item.question} value={item.question} bg="white">
              <Accordion.Control fz="lg" fw={500}>
                {item.question}
              </Accordion.Control>
              <Accordion.Panel c="ink.7">{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </>
  );
}
