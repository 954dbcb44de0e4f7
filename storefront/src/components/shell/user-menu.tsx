import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Box, Paper, UnstyledButton } from '@mantine/core';
import {
  IconHeart,
  IconLogin,
  IconLogout,
  IconPackage,
  IconUser,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import classes from './user-menu.module.css';

interface UserMenuProps {
  signedIn: boolean;
  onSignOut: () => void;
}

/**
 * The account menu: a disclosure button and a short list of links. Built without a floating
 * layer so the first page load stays light; closes on Escape, outside click and navigation.
 */
export function UserMenu({ signedIn, onSignOut }: UserMenuProps) {
  const { pathname } = useLocation();
  // The path the menu was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const items = signedIn
    ? [
        { to: '/profile', label: t('userMenu.profile'), icon: IconUser },
        { to: '/orders', label: t('userMenu.orders'), icon: IconPackage },
        { to: '/wishlist', label: t('userMenu.wishlist'), icon: IconHeart },
      ]
    : [
        { to: '/login', label: t('userMenu.signIn'), icon: IconLogin },
        { to: '/register', label: t('userMenu.register'), icon: IconUserPlus },
      ];

  return (
    <Box ref={root} pos="relative">
      <ActionIcon
        ref={button}
        variant="subtle"
        color="ink"
        size={44}
        aria-label={t('userMenu.label')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <IconUserCircle size={24} stroke={1.5} />
      </ActionIcon>
      <Paper
        id={listId}
        hidden={!open}
        style={{ display: open ? undefined : 'none' }}
        shadow="md"
        withBorder
        className={classes.panel}
        component="nav"
        aria-label={t('userMenu.nav')}
      >
        <ul className={classes.list}>
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <UnstyledButton component={Link} to={to} className={classes.item}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </UnstyledButton>
            </li>
          ))}
          {signedIn && (
            <li className={classes.separated}>
              <UnstyledButton
                className={classes.item}
                onClick={() => {
                  setOpen(false);
                  onSignOut();
                }}
              >
                <IconLogout size={16} aria-hidden="true" />
                {t('userMenu.signOut')}
              </UnstyledButton>
            </li>
          )}
        </ul>
      </Paper>
    </Box>
  );
}
