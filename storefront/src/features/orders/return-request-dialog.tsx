import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Textarea,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  type Order,
  type ReturnReason,
  type ReturnRequestInput,
} from '@wallart/domain/rules';
import { useT, type Translate } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { messageOf } from '../../lib/errors';
import { useOrderKey } from './order-key';
import { selectKey } from './order-words';
import { keyArgs, orderKeys } from './orders.queries';

export const returnsKey = (orderID: string) => [...orderKeys.all, 'returns', orderID] as const;

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

const failureOf = (t: Translate, error: unknown) => messageOf(error, t('returns.notSentText'));

/** Why these photos cannot go with the return, or null. */
function photosProblem(t: Translate, photos: File[]): string | null {
  if (photos.length > MAX_RETURN_PHOTOS) return t('returns.tooMany', { max: MAX_RETURN_PHOTOS });
  const large = photos.find((p) => p.size > MAX_RETURN_PHOTO_BYTES);
  return large ? t('returns.tooLarge', { name: large.name }) : null;
}

/**
 * Asks to return prints of the order. The return is written first and its photos added to it
 * one by one (the API takes one a call); a photo that fails leaves the return sent, and says so.
 */
export function ReturnRequestDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const queryClient = useQueryClient();
  const t = useT();
  const key = useOrderKey();
  const [quantities, setQuantities] = useState(order.billItems.map(() => 0));
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoFailures, setPhotoFailures] = useState<string[]>([]);
  const request = useMutation({
    mutationFn: async (input: ReturnRequestInput) => {
      const ret = await api.returns.request(order.orderID, input, ...keyArgs(key));
      const failures: string[] = [];
      for (const photo of photos) {
        try {
          await api.returns.addPhoto(Number(ret._id), photo, photo.name, ...keyArgs(key));
        } catch (error) {
          failures.push(`${photo.name}: ${failureOf(t, error)}`);
        }
      }
      return failures;
    },
    onSuccess: async (failures) => {
      await queryClient.invalidateQueries({ queryKey: returnsKey(order.orderID) });
      if (failures.length === 0) onClose();
      else setPhotoFailures(failures);
    },
  });
  const lines = order.billItems
    .map((item, i) => ({
      productId: item.productId,
      size: item.size,
      quantity: quantities[i] ?? 0,
    }))
    .filter((line) => line.quantity > 0);
  const badPhotos = photosProblem(t, photos);
  const sent = photoFailures.length > 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('returns.title', { id: order.orderID })}
      closeButtonProps={{ 'aria-label': t('returns.close') }}
    >
      <Stack gap="sm">
        {order.billItems.map((item, i) => (
          <NumberInput
            key={`${item.productId}-${item.size}`}
            label={`${item.name} · ${item.size}`}
            description={t('returns.bought', { quantity: item.quantity })}
            min={0}
            max={item.quantity}
            value={quantities[i]}
            onChange={(v) =>
              setQuantities(quantities.map((q, j) => (j === i ? Number(v) || 0 : q)))
            }
          />
        ))}
        <Select
          label={t('returns.reason')}
          data={RETURN_REASONS.map((value) => ({
            value,
            label: t('returns.reasons', { reason: selectKey(value) }),
          }))}
          value={reason}
          onChange={(v) => setReason(v as ReturnReason | null)}
        />
        <Textarea
          label={t('returns.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FileInput
          label={t('returns.photos')}
          description={t('returns.photosHint', { max: MAX_RETURN_PHOTOS })}
          placeholder={t('returns.choosePhotos')}
          accept={PHOTO_TYPES}
          multiple
          clearable
          value={photos}
          onChange={setPhotos}
          error={badPhotos}
        />
        {request.error && (
          <Alert color="red" title={t('returns.notSent')}>
            {failureOf(t, request.error)}
          </Alert>
        )}
        {sent && (
          <Alert color="yellow" title={t('returns.sent')}>
            {t('returns.photosFailed', { failures: photoFailures.join('; ') })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {sent ? t('returns.close') : t('orders.cancel')}
          </Button>
          {!sent && (
            <Button
              disabled={lines.length === 0 || reason === null || badPhotos !== null}
              loading={request.isPending}
              onClick={() =>
                reason &&
                request.mutate({ lines, reason, ...(note.trim() && { note: note.trim() }) })
              }
            >
              {t('returns.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
