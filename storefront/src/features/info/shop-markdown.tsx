import { Anchor, List, Text, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

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

/** Raw HTML in the text is shown as text, never run (react-markdown's default). */
export function ShopMarkdown({ text, inline = false }: { text: string; inline?: boolean }) {
  return <Markdown components={inline ? INLINE : COMPONENTS}>{text}</Markdown>;
}

/** The text before its first section heading (the page's intro line), and the rest. */
export function splitIntro(text: string): { intro: string; body: string } {
  const at = text.search(/^## /m);
  if (at <= 0) return { intro: '', body: text };
  return { intro: text.slice(0, at).trim(), body: text.slice(at) };
}
