import { Anchor, Box, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND } from '@wallart/domain/rules';
import { Logo } from './logo';
import { ShopGrid } from '../shop-grid';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
];

const SERVICE_LINKS = [
  { to: '/orders/lookup', label: 'Find my order' },
  { to: '/returns-and-exchanges', label: 'Returns & Exchanges' },
  { to: '/shipping-info', label: 'Shipping Info' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap="xs" component="nav" aria-label={title}>
      <Title order={2} fz="lg" c="white">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="ink.1" fz="sm" py={4}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer() {
  const { address, email, phone } = BRAND.contact;
  return (
    <Box component="footer" bg="ink.9" c="ink.1" mt={96} py={56}>
      <Container>
        <ShopGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={40}>
          <Stack gap="sm" c="white">
            <Logo size="lg" />
            <Text fz="sm" c="ink.2" maw={280}>
              Canvas prints and wall art, chosen with care and printed to last.
            </Text>
          </Stack>
          <LinkColumn title="Quick Links" links={QUICK_LINKS} />
          <LinkColumn title="Customer Service" links={SERVICE_LINKS} />
          <Stack gap="xs">
            {/* A heading may not stand inside an address. */}
            <Title order={2} fz="lg" c="white">
              Contact Us
            </Title>
            <Stack gap="xs" component="address" style={{ fontStyle: 'normal' }}>
              <Text fz="sm" c="ink.2">
                {address}
              </Text>
              <Anchor href={`mailto:${email}`} fz="sm" c="ink.1">
                {email}
              </Anchor>
              <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} fz="sm" c="ink.1">
                {phone}
              </Anchor>
            </Stack>
          </Stack>
        </ShopGrid>
        <Divider my="xl" color="ink.7" />
        <Text fz="xs" c="ink.3" ta="center">
          © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
