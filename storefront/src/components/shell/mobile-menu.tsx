import { useState, type FormEvent } from 'react';
import { Button, Drawer, NavLink as MantineNavLink, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { NavLink, useNavigate } from 'react-router-dom';
import { NAV_LINKS } from './nav-links';

/** The phone menu: the main links and a product search. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

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
      title="Menu"
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="lg">
        <form onSubmit={onSearch} role="search">
          <Stack gap="xs">
            <TextInput
              label="Search products"
              placeholder="Mountains, lotus, coffee…"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              leftSection={<IconSearch size={16} />}
            />
            <Button type="submit">Search</Button>
          </Stack>
        </form>
        <nav aria-label="Mobile">
          {NAV_LINKS.map((link) => (
            <MantineNavLink
              key={link.to}
              component={NavLink}
              to={link.to}
              label={link.label}
              onClick={onClose}
              h={44}
            />
          ))}
        </nav>
      </Stack>
    </Drawer>
  );
}
