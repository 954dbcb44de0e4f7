import { Avatar } from '@mantine/core';

const COLORS = ['accent', 'teal', 'grape', 'indigo', 'orange', 'cyan', 'lime', 'pink'] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('') || '?';
}

/** The same name always gets the same colour. */
export function colorOf(name: string): (typeof COLORS)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? 'accent';
}

/** An avatar made in the page from the reviewer's name: no picture is fetched. */
export function ReviewAvatar({ name }: { name: string }) {
  return (
    <Avatar size={48} radius="xl" color={colorOf(name)} variant="filled" aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );
}
