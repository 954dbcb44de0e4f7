import { Button, Drawer, NavLink as MantineNavLink, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';
import { STOREFRONT_PATHS } from '@wallart/domain';
import { CATEGORIES } from '@wallart/domain/rules';
import { useT, type MessageKey } from '../../i18n/i18n';
import { CurrencyPicker } from './currency-picker';
import { NAV_LINKS } from './nav-links';
import { useSearchSubmit } from './use-search-submit';

const SIGNED_IN: readonly { to: string; label: MessageKey }[] = [
  { to: '/profile', label: 'userMenu.profile' },
  { to: '/orders', label: 'userMenu.orders' },
  { to: '/wishlist', label: 'userMenu.wishlist' },
];
const SIGNED_OUT: readonly { to: string; label: MessageKey }[] = [
  { to: '/login', label: 'userMenu.signIn' },
  { to: '/register', label: 'userMenu.register' },
  { to: '/wishlist', label: 'userMenu.wishlist' },
  { to: STOREFRONT_PATHS.orderLookup, label: 'nav.findOrder' },
];

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  onSignOut: () => void;
}

/**
 * The phone menu: a product search, the main links, the categories, the display currency and
 * the account's pages.
 */
export function MobileMenu({ opened, onClose, signedIn, onSignOut }: MobileMenuProps) {
  const { text, setText, onSubmit: onSearch } = useSearchSubmit(onClose);
  const t = useT();

  const link = (to: string, label: string, end = false) => (
    <MantineNavLink
      key={to}
      component={NavLink}
      to={to}
      end={end}
      label={label}
      onClick={onClose}
      h={44}
    />
  );
  const heading = (id: string, label: MessageKey) => (
    <Text id={id} fz="xs" fw={600} tt="uppercase" c="ink.6" px="sm" mb={4}>
      {t(label)}
    </Text>
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('mobileMenu.title')}
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Stack gap="lg">
        <form onSubmit={onSearch} role="search">
          <Stack gap="xs">
            <TextInput
              label={t('mobileMenu.search')}
              placeholder={t('mobileMenu.searchHint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              leftSection={<IconSearch size={16} />}
            />
            <Button type="submit">{t('mobileMenu.searchButton')}</Button>
          </Stack>
        </form>
        <nav aria-label={t('mobileMenu.nav')}>
          {NAV_LINKS.map((item) => link(item.to, t(item.label), item.to === '/'))}
        </nav>
        <nav aria-labelledby="menu-categories">
          {heading('menu-categories', 'mobileMenu.categories')}
          {CATEGORIES.map((category) =>
            link(`/products/${encodeURIComponent(category)}`, t(`category.${category}`)),
          )}
        </nav>
        <div>
          {heading('menu-currency', 'header.currency')}
          <CurrencyPicker place="menu" />
        </div>
        <nav aria-labelledby="menu-account">
          {heading('menu-account', 'mobileMenu.account')}
          {(signedIn ? SIGNED_IN : SIGNED_OUT).map((item) => link(item.to, t(item.label)))}
          {signedIn && (
            <MantineNavLink
              component="button"
              label={t('userMenu.signOut')}
              onClick={() => {
                onClose();
                onSignOut();
              }}
              h={44}
            />
          )}
        </nav>
      </Stack>
    </Drawer>
  );
}
