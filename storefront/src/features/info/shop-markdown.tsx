import { Anchor, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import Markdown, { type Components } from 'react-markdown';
import { roundThemeIcon } from '../../components/round-theme-icon';

/** The owner's Markdown drawn in the shop's type: section headings, paragraphs, lists, links. */
const COMPONENTS: Components = {
  h2: ({ children }) => (
    <Title order={2} fz={28} mt={40} mb="sm">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={3} fz={22} mt="lg" mb="xs">
      {children}
    </Title>
  ),
  p: ({ children }) => (
    <Text c="ink.8" fz="md" lh={1.7} mb="sm">
      {children}
    </Text>
  ),
  ul: ({ children }) => (
    <List spacing="xs" c="ink.8" mb="sm">
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" spacing="xs" c="ink.8" mb="sm">
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  a: ({ children, href }) => <Anchor href={href}>{children}</Anchor>,
};

/** A line inside a paragraph of its own (the page's intro): its paragraphs add no element. */
const INLINE: Components = { ...COMPONENTS, p: ({ children }) => <>{children}</> };

/** A list of promises (the about page's reasons): each item beside a check mark. */
const CHECKS: Components = {
  ...COMPONENTS,
  ul: ({ children }) => (
    <Stack component="ul" gap="sm" m={0} mb="sm" p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  ),
  li: ({ children }) => (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" c="ink.8">
      <ThemeIcon size={24} vars={roundThemeIcon} variant="light" aria-hidden="true">
        <IconCheck size={14} />
      </ThemeIcon>
      <div>{children}</div>
    </Group>
  ),
};

/** Raw HTML in the text is shown as text, never run (react-markdown's default). */
export function ShopMarkdown({
  text,
  inline = false,
  checks = false,
}: {
  text: string;
  inline?: boolean;
  checks?: boolean;
}) {
  const components = inline ? INLINE : checks ? CHECKS : COMPONENTS;
  return <Markdown components={components}>{text}</Markdown>;
}

/** The text before its first section heading (the page's intro line), and the rest. */
export function splitIntro(text: string): { intro: string; body: string } {
  const at = text.search(/^## /m);
  if (at <= 0) return { intro: '', body: text };
  return { intro: text.slice(0, at).trim(), body: text.slice(at) };
}
