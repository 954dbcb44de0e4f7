import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconTruck } from '@tabler/icons-react';
import { trackingLinkFor, type OrderTracking as Tracking } from '@wallart/domain/rules';
import { BoldMarks } from '../../i18n/bold-marks';
import { useT } from '../../i18n/i18n';

/**
 * Where the parcel is (PRODUCT §8): the carrier and tracking number staff gave when it
 * shipped, with a "Track parcel" link to the carrier's page when the carrier is one the shop
 * knows; otherwise the number alone, to look up with the carrier.
 */
export function OrderTracking({ tracking }: { tracking: Tracking | null | undefined }) {
  const t = useT();
  if (!tracking) return null;
  const { carrier, trackingNumber } = tracking;
  const link = trackingLinkFor(carrier, trackingNumber);
  return (
    <Stack gap={2} role="group" aria-label={t('orders.tracking')}>
      <Group gap={6} wrap="nowrap">
        <IconTruck size={16} stroke={1.5} aria-hidden="true" />
        <Text fz="sm" c="ink.6">
          <BoldMarks
            text={t('orders.shipped', { has: carrier ? 'yes' : 'no', carrier: carrier ?? '' })}
          />
        </Text>
      </Group>
      {trackingNumber && (
        <Group gap="xs" wrap="wrap">
          <Text fz="sm">
            <Text span c="ink.6" fz="sm">
              {t('orders.trackingNumber')}{' '}
            </Text>
            <Text span ff="monospace" fz="sm">
              {trackingNumber}
            </Text>
          </Text>
          {link && (
            // A touch target of 44 px (DESIGN), its words still in line with the number.
            <Anchor
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              fw={500}
              mih={44}
              display="inline-flex"
              style={{ alignItems: 'center' }}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {t('orders.track')} <VisuallyHidden>{t('orders.newTab')}</VisuallyHidden>
                <IconExternalLink size={14} aria-hidden="true" />
              </Group>
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
