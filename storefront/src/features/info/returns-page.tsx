import { Text } from '@mantine/core';
import { BRAND } from '@wallart/domain/rules';
import { Bullets, InfoPage } from './info-page';

export function ReturnsPage() {
  return (
    <InfoPage
      title="Returns & Exchanges"
      description="How to return or exchange a print: 14-day returns, exchanges and refunds."
      intro="We want you to love what hangs on your wall. If something is not right, here is how we put it right."
      sections={[
        {
          heading: 'Return Policy',
          body: (
            <Text>
              Returns are accepted within 14 days of delivery. Items must be unused, undamaged and
              in their original packaging. The customer pays return shipping unless the item arrived
              defective or was not the item ordered.
            </Text>
          ),
        },
        {
          heading: 'How to Return',
          body: (
            <Bullets
              items={[
                `Email ${BRAND.contact.email} with your order ID and the reason for the return.`,
                'We reply with the return address and instructions.',
                'Pack the artwork securely, ideally in its original packaging, and send it back.',
              ]}
            />
          ),
        },
        {
          heading: 'Exchanges',
          body: (
            <Text>
              Want a different size or design? Exchanges must be started within 14 days of delivery.
              Contact us and we will arrange the swap once the original item is back.
            </Text>
          ),
        },
        {
          heading: 'Non-Returnable Items',
          body: (
            <Bullets
              items={[
                'Custom and commissioned artwork made to your request.',
                'Digital artwork and downloads.',
                'Items damaged after delivery through misuse or improper handling.',
              ]}
            />
          ),
        },
        {
          heading: 'Refunds',
          body: (
            <Text>
              Refunds are processed 5–7 business days after the return is received and inspected, to
              the original method of payment; an order paid in cash on delivery is refunded by bank
              transfer.
            </Text>
          ),
        },
      ]}
    />
  );
}
