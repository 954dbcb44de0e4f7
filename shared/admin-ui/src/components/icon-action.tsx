import { useId, type ReactNode } from 'react';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';

/**
 * A row action: an icon button whose tooltip is also its accessible name. With a
 * `disabledReason` it does nothing, looks disabled and says why (in its tooltip, which a truly
 * disabled button could not show, and as its accessible description).
 */
export function IconAction({
  label,
  color,
  onClick,
  children,
  disabled,
  disabledReason,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  disabledReason?: string | undefined;
}) {
  const reasonId = useId();
  return (
    <>
      <Tooltip label={disabledReason ?? label}>
        <ActionIcon
          variant="subtle"
          color={color ?? 'ink'}
          aria-label={label}
          onClick={disabledReason ? undefined : onClick}
          disabled={disabled}
          data-disabled={disabledReason ? true : undefined}
          aria-disabled={disabledReason ? true : undefined}
          aria-describedby={disabledReason ? reasonId : undefined}
          size="lg"
        >
          {children}
        </ActionIcon>
      </Tooltip>
      {disabledReason && <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>}
    </>
  );
}
