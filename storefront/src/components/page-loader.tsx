import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n/i18n';

/** Shown while a screen's code arrives; holds the page's height so the footer stays down. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center mih="60vh" role="status" aria-label={label ?? t('loader.page')}>
      <Loader color="accent" type="dots" />
    </Center>
  );
}
