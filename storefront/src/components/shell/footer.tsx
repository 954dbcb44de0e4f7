import { Anchor, Box, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND } from '@wallart/domain/rules';
import { useT, type MessageKey } from '../../i18n/i18n';
import { Logo } from './logo';
import { ShopGrid } from '../shop-grid';
import { useShopContact } from '../../lib/shared-queries';

type FooterLink = { to: string; label: MessageKey };

const QUICK_LINKS: FooterLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/products', label: 'nav.products' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/faq', label: 'nav.faq' },
];

const SERVICE_LINKS: FooterLink[] = [
  { to: '/orders/lookup', label: 'nav.findOrder' },
  { to: '/returns-and-exchanges', label: 'nav.returns' },
  { to: '/shipping-info', label: 'nav.shipping' },
  { to: '/privacy-policy', label: 'nav.privacy' },
  { to: '/terms', label: 'nav.terms' },
];

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT();
  return (
    <Stack gap="xs" component="nav" aria-label={title}>
      <Title order={2} fz="lg" c="white">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="ink.1" fz="sm" py={4}>
          {t(link.label)}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer() {
  const { address, email, phone } = useShopContact();
  const t = useT();
  return (
    <Box component="footer" bg="ink.9" c="ink.1" mt={96} py={56}>
      <Container>
        <ShopGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={40}>
          <Stack gap="sm" c="white">
            <Logo size="lg" />
            <Text fz="sm" c="ink.2" maw={280}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          <LinkColumn title={t('footer.quickLinks')} links={QUICK_LINKS} />
          <LinkColumn title={t('footer.service')} links={SERVICE_LINKS} />
          <Stack gap="xs">
            {/* A heading may not stand inside an address. */}
            <Title order={2} fz="lg" c="white">
              {t('footer.contact')}
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
          {t('footer.rights', { year: new Date().getFullYear(), brand: BRAND.name })}
        </Text>
      </Container>
    </Box>
  );
}
