import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { roundThemeIcon } from '../../../components/round-theme-icon';
import { useT } from '../../../i18n/i18n';

export interface CheckoutStepProps {
  /** 1-based, shown in the step's badge. */
  number: number;
  title: string;
  /** The step being filled in: its fields show. */
  active: boolean;
  /** A step already filled in: its summary shows, with a way back to it. */
  done: boolean;
  /** One or two lines saying what was chosen, for a done step. */
  summary?: ReactNode;
  onEdit: () => void;
  children: ReactNode;
}

/**
 * One section of the checkout: numbered, open while it is the step being filled in, folded to
 * a summary with "Change" once done, and quiet until reached. One column on every screen, so
 * it reads the same on a phone.
 */
export function CheckoutStep({
  number,
  title,
  active,
  done,
  summary,
  onEdit,
  children,
}: CheckoutStepProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    // A step opened by "Continue" (or "Change") takes the focus, so a keyboard or screen-reader
    // user goes on from its heading; the step open on arrival leaves the focus where it is.
    if (active && !wasActive.current) {
      heading.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
    wasActive.current = active;
  }, [active]);

  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      bg="white"
      aria-label={title}
      aria-current={active ? 'step' : undefined}
      style={active ? { borderColor: 'var(--mantine-color-accent-6)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon
              vars={roundThemeIcon}
              size={32}
              variant={active || done ? 'filled' : 'light'}
              color={active || done ? 'accent' : 'ink'}
              aria-hidden="true"
            >
              {done && !active ? <IconCheck size={16} /> : <Text fz="sm">{number}</Text>}
            </ThemeIcon>
            <Title
              ref={heading}
              order={2}
              fz={22}
              c={active || done ? undefined : 'ink.5'}
              tabIndex={-1}
              // Below the sticky top bar when scrolled to, with a little air.
              style={{ scrollMarginTop: 'calc(var(--shop-header-height) + 16px)' }}
            >
              {title}
            </Title>
          </Group>
          {done && !active && (
            <Button
              variant="subtle"
              size="compact-md"
              onClick={onEdit}
              aria-label={t('checkout.changeStep', { step: title })}
            >
              {t('checkout.change')}
            </Button>
          )}
        </Group>
        {done && !active && summary}
        {active && children}
      </Stack>
    </Card>
  );
}
