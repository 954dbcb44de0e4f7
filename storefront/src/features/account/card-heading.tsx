import type { ReactNode } from 'react';
import { Stack, Text, Title, type TitleOrder, type TitleProps } from '@mantine/core';

/** The heading of an account card, with the line that says what the card is for. */
export function CardHeading({
  title,
  intro,
  order,
  fz,
  id,
}: {
  title: string;
  intro?: ReactNode;
  order: TitleOrder;
  fz: TitleProps['fz'];
  id?: string;
}) {
  return (
    <Stack gap={4}>
      <Title order={order} fz={fz} id={id}>
        {title}
      </Title>
      {intro && <Text c="ink.6">{intro}</Text>}
    </Stack>
  );
}
