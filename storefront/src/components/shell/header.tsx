import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Box, Container, Group, Indicator, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingBag } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { cartTotals } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { useCart } from '../../lib/cart-store';
import { queryRoots } from '../../lib/query-keys';
import { clearToken, useToken } from '../../lib/session';
import { useCurrentUser } from '../../lib/shared-queries';
import { loadSections } from '../../i18n/catalogues';
import searchClasses from './header-search.module.css';
import { CurrencyPicker } from './currency-picker';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';
import { UserMenu } from './user-menu';
import classes from './header.module.css';

// The phone drawer's code arrives when the burger is first pressed.
const MobileMenu = lazy(() =>
  Promise.all([import('./mobile-menu'), loadSections(['menu'])]).then(([m]) => ({
    default: m.MobileMenu,
  })),
);
// Shown from a laptop's width only: its code comes after the first load's.
const HeaderSearch = lazy(() =>
  import('./header-search').then((m) => ({ default: m.HeaderSearch })),
);

export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const items = useCart();
  const { itemCount } = cartTotals(items);
  const token = useToken();
  // A stored token is checked once: a dead one signs out quietly, so the menu never offers a
  // session that is gone.
  useCurrentUser(Boolean(token));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();

  const signOut = () => {
    clearToken();
    queryClient.removeQueries({ queryKey: queryRoots.user });
    queryClient.removeQueries({ queryKey: queryRoots.orders });
    navigate('/');
  };

  return (
    <Box component="header" className={classes.header}>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* Mantine's Burger draws its lines in a div, which a button may not hold. */}
            <UnstyledButton
              className={classes.menuButton}
              onClick={() => {
                setMenuWanted(true);
                toggle();
              }}
              hiddenFrom="sm"
              aria-label={t(opened ? 'header.closeMenu' : 'header.openMenu')}
            >
              <span className={classes.menuIcon} data-opened={opened || undefined} />
            </UnstyledButton>
            <Logo />
          </Group>

          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="sm">
            {NAV_LINKS.map((link) => (
              <UnstyledButton
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                className={classes.link}
              >
                {t(link.label)}
              </UnstyledButton>
            ))}
          </Group>

          <Group gap={4} wrap="nowrap">
            <Suspense fallback={<span className={searchClasses.form} />}>
              <HeaderSearch />
            </Suspense>
            <CurrencyPicker place="header" />
            <LanguageSwitch />
            <Indicator
              label={itemCount}
              size={18}
              disabled={itemCount === 0}
              offset={6}
              color="accent"
            >
              <ActionIcon
                component={Link}
                to="/cart"
                variant="subtle"
                color="ink"
                size={44}
                aria-label={t('header.cart', { count: itemCount })}
              >
                <IconShoppingBag size={24} stroke={1.5} />
              </ActionIcon>
            </Indicator>
            {/* On a phone the menu drawer holds the account's pages. */}
            <Box visibleFrom="sm">
              <UserMenu signedIn={Boolean(token)} onSignOut={signOut} />
            </Box>
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={close}
            signedIn={Boolean(token)}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </Box>
  );
}
