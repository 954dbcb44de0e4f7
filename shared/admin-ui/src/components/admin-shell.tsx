import type { ReactNode } from 'react';
import { AppShell, Burger, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { BRAND } from '@wallart/domain';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Other exact paths that light this item up (Add/Edit product under Products). */
  alsoActiveOn?: string[];
}

export interface AdminShellProps {
  nav: NavItem[];
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The sidebar's column drawn on the frame itself, its width Mantine's navbar offset (0 where
 * the navbar is a drawer): the fixed navbar is one screen tall, so on a long page, printed or
 * captured whole, the column still runs to the bottom, with its border.
 */
const NAV = 'var(--app-shell-navbar-offset, 0rem)';
const SIDEBAR_COLUMN = `linear-gradient(to right, var(--mantine-color-body) calc(${NAV} - 1px), var(--app-shell-border-color) 0 ${NAV}, ${BRAND.paper} 0)`;

/** The back office frame: a sidebar of sections, the screen beside it. */
export function AdminShell({ nav, footer, children }: AdminShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const isActive = (item: NavItem) =>
    pathname === item.to ||
    pathname.startsWith(`${item.to}/`) ||
    (item.alsoActiveOn ?? []).includes(pathname.replace(/\/+$/, ''));

  return (
    <AppShell
      navbar={{ width: 224, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      header={{ height: { base: 52, sm: 0 } }}
      padding="lg"
      styles={{
        root: { minHeight: '100vh', background: SIDEBAR_COLUMN },
        main: { minHeight: '100vh' },
      }}
    >
      <AppShell.Header hiddenFrom="sm">
        <Group h="100%" px="md" gap="sm">
          <Burger opened={opened} onClick={toggle} size="sm" aria-label="Toggle navigation" />
          <Text fw={600}>{BRAND.name} admin</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Admin sections">
        <AppShell.Section>
          <Stack gap={0} px="xs" pt="xs" pb="md">
            <Title order={2} size="h4">
              {BRAND.name}
            </Title>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={1}>
              Back office
            </Text>
          </Stack>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {nav.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              end
              label={item.label}
              leftSection={item.icon}
              active={isActive(item)}
              onClick={close}
              variant="light"
              fw={500}
            />
          ))}
        </AppShell.Section>
        {footer && <AppShell.Section pt="sm">{footer}</AppShell.Section>}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
