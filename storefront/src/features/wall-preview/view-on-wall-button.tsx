import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconSofa } from '@tabler/icons-react';
import { offersWallPreview, type ProductSize } from '@wallart/domain/rules';
import { loadSections } from '../../i18n/catalogues';
import { useT } from '../../i18n/i18n';

// The scenes and the dialog are their own chunk, fetched when a shopper reaches for the button,
// so the product page's first load carries only this button.
// The dialog's texts come with its code.
const loadDialog = () =>
  Promise.all([import('./wall-preview-dialog'), loadSections(['wall'])]).then(([m]) => m);
const WallPreviewDialog = lazy(async () => ({ default: (await loadDialog()).WallPreviewDialog }));

/**
 * The product page's "View on a wall" button and the dialog it opens, starting on the size
 * chosen on the page. Nothing is shown for a product none of whose sizes has dimensions.
 */
export function ViewOnWallButton({
  name,
  image,
  sizes,
  size,
}: {
  name: string;
  image: string | undefined;
  sizes: readonly ProductSize[];
  size: string | undefined;
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on, so it starts on the size chosen then and closes smoothly.
  const [openedAt, setOpenedAt] = useState<string | undefined | null>(null);
  if (!offersWallPreview(sizes)) return null;
  const preload = () => void loadDialog().catch(() => undefined);
  const open = () => {
    setOpenedAt(size);
    setOpened(true);
  };
  return (
    <>
      <Button
        ref={button}
        variant="default"
        h={44}
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconSofa size={20} aria-hidden="true" />}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        {t('product.viewOnWall')}
      </Button>
      {openedAt !== null && (
        <Suspense fallback={null}>
          <WallPreviewDialog
            key={openedAt ?? ''}
            opened={opened}
            onClose={() => {
              setOpened(false);
              // The dialog mounts already open, so it cannot know what had focus before it.
              button.current?.focus();
            }}
            name={name}
            image={image}
            sizes={sizes}
            initialSize={openedAt}
          />
        </Suspense>
      )}
    </>
  );
}
