import { Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';

/** The shop's mark: a small framed picture and the name in the display serif. */
export function Logo({ size = 'xl' }: { size?: 'lg' | 'xl' }) {
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={t('logo.home', { brand: BRAND.name })}
      style={{ textDecoration: 'none', color: 'inherit', display: 'inline-flex' }}
    >
      <Group gap={10} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect
            x="1.5"
            y="1.5"
            width="25"
            height="25"
            rx="1"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <rect x="6" y="6" width="16" height="16" fill={BRAND.accent[7]} />
          <path d="M6 19 L12 12 L16 16 L18 14 L22 18 V22 H6 Z" fill={BRAND.ink[8]} opacity="0.85" />
        </svg>
        <Text
          component="span"
          fw={600}
          fz={size === 'xl' ? 26 : 22}
          ff={BRAND.fonts.display}
          lh={1}
          style={{ whiteSpace: 'nowrap' }}
        >
          {BRAND.name}
        </Text>
      </Group>
    </Link>
  );
}
