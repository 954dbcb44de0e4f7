import { Text } from '@mantine/core';
import { BRAND } from '@wallart/domain/rules';
import { Bullets, InfoPage } from './info-page';

export const LEGAL_UPDATED = '29 June 2025';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      description="What personal information the shop collects, why, and the choices you have."
      updated={LEGAL_UPDATED}
      numbered
      sections={[
        {
          heading: 'Information We Collect',
          body: (
            <Bullets
              items={[
                'Contact details you give us: name, email address, phone number and delivery address.',
                'Order details: what you bought, when, the amounts paid and how you paid them.',
                'The bank slip you upload when you pay by bank transfer. Card payments are made on our payment provider’s secure page: we never see your card number.',
                'Messages you send through our contact and custom art forms.',
              ]}
            />
          ),
        },
        {
          heading: 'How We Use Your Information',
          body: (
            <Text>
              To process and deliver your orders, answer your questions, email you about each step
              of your order (confirmation, payment, shipping with tracking, delivery), and improve
              our products and service. We do not sell your personal information.
            </Text>
          ),
        },
        {
          heading: 'Sharing Your Information',
          body: (
            <Text>
              We share only what is needed with the partners who help us run the shop, such as
              delivery companies (your name, address and phone, to bring the parcel) and our card
              payment provider, and only to fulfil your order or when the law requires it.
            </Text>
          ),
        },
        {
          heading: 'Cookies and Browser Storage',
          body: (
            <Text>
              We keep your cart and your sign-in in your browser&apos;s storage so the shop
              remembers them between visits. You can clear them at any time in your browser.
            </Text>
          ),
        },
        {
          heading: 'Data Security',
          body: (
            <Text>
              We protect your information with encryption in transit, hashed passwords and access
              limited to the staff who need it.
            </Text>
          ),
        },
        {
          heading: 'Your Rights',
          body: (
            <Text>
              You may ask to see, correct or delete the personal information we hold about you.
              Write to us and we will respond within 30 days.
            </Text>
          ),
        },
        {
          heading: 'Contact Us',
          body: (
            <Text>
              Questions about this policy? Email {BRAND.contact.email} or write to{' '}
              {BRAND.contact.address}.
            </Text>
          ),
        },
      ]}
    />
  );
}
