import { useState, type FormEvent } from 'react';
import { Button, Drawer, NavLink as MantineNavLink, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { NAV_LINKS } from './nav-links';

/** The phone menu: the main links and a product search. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const t = useT();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    onClose();
    setText('');
    navigate(`/products?search=${encodeURIComponent(query)}`);
  };

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
          {NAV_LINKS.map((link) => (
            <MantineNavLink
              key={link.to}
              component={NavLink}
              to={link.to}
              label={t(link.label)}
              onClick={onClose}
              h={44}
            />
          ))}
        </nav>
      </Stack>
    </Drawer>
  );
}
