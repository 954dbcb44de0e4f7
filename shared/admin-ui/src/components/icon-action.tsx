import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';

/** A row action: an icon button whose tooltip is also its accessible name. */
export function IconAction({
  label,
  color,
  onClick,
  children,
  disabled,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={color ?? 'ink'}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        size="lg"
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
