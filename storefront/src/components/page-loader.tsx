import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code arrives; holds the page's height so the footer stays down. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader color="accent" type="dots" />
    </Center>
  );
}
