import { useId, useState } from 'react';
import { Chip, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  placePrint,
  wallPreviewCaption,
  wallPreviewSizes,
  wallView,
  type ProductSize,
} from '@wallart/domain/rules';
import { WallDrawing } from './wall-drawing';
import { WALL_SCENES } from './wall-scenes';

export interface WallPreviewDialogProps {
  opened: boolean;
  onClose: () => void;
  name: string;
  image: string | undefined;
  sizes: readonly ProductSize[];
  /** The size chosen on the product page: the preview starts on it. */
  initialSize: string | undefined;
}

/**
 * "View on a wall": the print at a chosen size drawn to true scale in a room scene, with a
 * scene switcher, a size switcher and a caption. Full screen on a phone.
 */
export function WallPreviewDialog({
  opened,
  onClose,
  name,
  image,
  sizes,
  initialSize,
}: WallPreviewDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const shown = wallPreviewSizes(sizes);
  const [sizeLabel, setSizeLabel] = useState(
    () => shown.find((entry) => entry.size.size === initialSize)?.size.size,
  );
  const [sceneId, setSceneId] = useState(WALL_SCENES[0]?.spec.id ?? '');
  const captionId = useId();
  const current = shown.find((entry) => entry.size.size === sizeLabel) ?? shown[0];
  const scene = WALL_SCENES.find((entry) => entry.spec.id === sceneId) ?? WALL_SCENES[0];
  if (!current || !scene) return null;

  const place = placePrint(current.dimensions, scene.spec);
  const view = wallView(scene.spec, place.width, phone);
  const caption = wallPreviewCaption(current.dimensions, scene.spec);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={`${name} on a wall`}
      size="min(1040px, 100%)"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 24 } }}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={scene.spec.id}
          onChange={setSceneId}
          aria-label="Room"
          data={WALL_SCENES.map((entry) => ({ value: entry.spec.id, label: entry.label }))}
        />
        <figure style={{ margin: 0 }}>
          <div style={{ borderRadius: 4, overflow: 'hidden' }}>
            <WallDrawing
              scene={scene}
              view={view}
              dimensions={current.dimensions}
              image={image}
              label={`${name}, ${caption}`}
            />
          </div>
          <Text component="figcaption" id={captionId} fz="sm" c="ink.7" mt="xs" ta="center">
            {caption}
            {place.fits ? '' : ' (larger than the wall shown)'}
          </Text>
        </figure>
        <Chip.Group value={current.size.size} onChange={(value) => setSizeLabel(String(value))}>
          <Group gap="xs" justify="center" role="radiogroup" aria-label="Size">
            {shown.map(({ size }) => (
              <Chip key={size.size} value={size.size} type="radio" size="md">
                {size.size}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Text fz="xs" c="ink.6" ta="center">
          Drawn to scale; hung with its centre at eye level (57 in), or 8 in above the furniture.
        </Text>
      </Stack>
    </Modal>
  );
}
