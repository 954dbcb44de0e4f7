import { Text } from '@mantine/core';
import { Bullets, InfoPage } from './info-page';

export function ShippingPage() {
  return (
    <InfoPage
      title="Shipping Information"
      description="Processing times, shipping options and costs, tracking and delays."
      intro="Every print is packed by hand and sent with care. Here is what to expect."
      sections={[
        {
          heading: 'Processing Time',
          body: (
            <Text>
              Orders are processed in 1–2 business days. Orders placed on a weekend or holiday are
              processed on the next business day. We email you when we start preparing yours.
            </Text>
          ),
        },
        {
          heading: 'Shipping Options',
          body: (
            <Bullets
              items={[
                'Standard shipping: 3–7 business days.',
                'Express shipping: 1–3 business days.',
                'International shipping: 7–21 business days (varies by country).',
              ]}
            />
          ),
        },
        {
          heading: 'Shipping Costs',
          body: (
            <Text>
              Free standard shipping on orders over $100 (domestic only). Other shipping costs are
              calculated at checkout based on the shipping method and destination.
            </Text>
          ),
        },
        {
          heading: 'Order Tracking',
          body: (
            <Text>
              Once your order ships you receive an email with the carrier and tracking number, and a
              link to the carrier&apos;s tracking page, so you can follow your artwork all the way
              to your door. You find the same details on the order in My Orders, and we email you
              again when it has been delivered.
            </Text>
          ),
        },
        {
          heading: 'Delays',
          body: (
            <Text>
              Carriers occasionally face delays from weather, holidays or customs checks. If your
              order is late, contact us and we will chase it with the carrier.
            </Text>
          ),
        },
      ]}
    />
  );
}
