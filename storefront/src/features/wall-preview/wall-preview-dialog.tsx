import { useState } from 'react';
import { Group, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  placePrint,
  wallPreviewCaptionParts,
  wallPreviewSizes,
  wallView,
  type ProductSize,
} from '@wallart/domain/rules';
import { selectKey } from '../../i18n/format-message';
import { useT } from '../../i18n/i18n';
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
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const shown = wallPreviewSizes(sizes);
  const [sizeLabel, setSizeLabel] = useState(
    () => shown.find((entry) => entry.size.size === initialSize)?.size.size,
  );
  const [sceneId, setSceneId] = useState(WALL_SCENES[0]?.spec.id ?? '');
  const current = shown.find((entry) => entry.size.size === sizeLabel) ?? shown[0];
  const scene = WALL_SCENES.find((entry) => entry.spec.id === sceneId) ?? WALL_SCENES[0];
  if (!current || !scene) return null;

  const place = placePrint(current.dimensions, scene.spec);
  const view = wallView(scene.spec, place.width, phone);
  const caption = t('wall.caption', {
    ...wallPreviewCaptionParts(current.dimensions, scene.spec),
    furniture: t('wall.furniture', { scene: selectKey(scene.spec.id) }),
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={t('wall.title', { name })}
      size="min(1040px, 100%)"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('wall.close') }}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 24 } }}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={scene.spec.id}
          onChange={setSceneId}
          aria-label={t('wall.room')}
          data={WALL_SCENES.map((entry) => ({
            value: entry.spec.id,
            label: t('wall.scene', { scene: selectKey(entry.spec.id) }),
          }))}
        />
        <figure style={{ margin: 0 }}>
          <WallDrawing
            scene={scene}
            view={view}
            dimensions={current.dimensions}
            image={image}
            label={`${name}, ${caption}`}
            maxHeight="max(240px, 100dvh - 380px)"
          />
          <Text component="figcaption" fz="sm" c="ink.7" mt="xs" ta="center">
            {caption}
            {place.fits ? '' : ` ${t('wall.larger')}`}
          </Text>
        </figure>
        <Radio.Group
          value={current.size.size}
          onChange={setSizeLabel}
          name="wall-preview-size"
          label={t('wall.size')}
          styles={{ label: { width: '100%', textAlign: 'center' } }}
        >
          <Group gap="xs" justify="center" mt={6}>
            {shown.map(({ size }) => (
              <Radio.Card
                key={size.size}
                value={size.size}
                aria-label={size.size}
                w="auto"
                px="md"
                py={0}
                mih={44}
                radius="sm"
              >
                <Group gap="xs" wrap="nowrap" h={44}>
                  <Radio.Indicator size="xs" />
                  <Text fz="sm" fw={500}>
                    {size.size}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
        <Text fz="xs" c="ink.6" ta="center">
          {t('wall.note')}
        </Text>
      </Stack>
    </Modal>
  );
}
