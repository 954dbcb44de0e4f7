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
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type Order,
  type ReturnReason,
  type ReturnRequestInput,
} from '@wallart/domain/rules';
import { isApiError } from '@wallart/domain/api-client';
import { api } from '../../lib/api';
import { useOrderKey } from './order-key';
import { keyArgs, orderKeys } from './orders.queries';

export const returnsKey = (orderID: string) => [...orderKeys.all, 'returns', orderID] as const;

const REASONS = RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }));
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'The request could not be sent. Please try again.';

/** Why these photos cannot go with the return, or null. */
function photosProblem(photos: File[]): string | null {
  if (photos.length > MAX_RETURN_PHOTOS) return `Choose at most ${MAX_RETURN_PHOTOS} photos`;
  const large = photos.find((p) => p.size > MAX_RETURN_PHOTO_BYTES);
  return large ? `${large.name} is larger than 10 MB` : null;
}

/**
 * Asks to return prints of the order. The return is written first and its photos added to it
 * one by one (the API takes one a call); a photo that fails leaves the return sent, and says so.
 */
export function ReturnRequestDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const queryClient = useQueryClient();
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
          failures.push(`${photo.name}: ${messageOf(error)}`);
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
  const badPhotos = photosProblem(photos);
  const sent = photoFailures.length > 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Return items from ${order.orderID}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {order.billItems.map((item, i) => (
          <NumberInput
            key={`${item.productId}-${item.size}`}
            label={`${item.name} · ${item.size}`}
            description={`Bought ${item.quantity}`}
            min={0}
            max={item.quantity}
            value={quantities[i]}
            onChange={(v) =>
              setQuantities(quantities.map((q, j) => (j === i ? Number(v) || 0 : q)))
            }
          />
        ))}
        <Select
          label="Reason"
          data={REASONS}
          value={reason}
          onChange={(v) => setReason(v as ReturnReason | null)}
        />
        <Textarea
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FileInput
          label="Photos (optional)"
          description={`Up to ${MAX_RETURN_PHOTOS} photos, JPEG, PNG or WebP, 10 MB each`}
          placeholder="Choose photos"
          accept={PHOTO_TYPES}
          multiple
          clearable
          value={photos}
          onChange={setPhotos}
          error={badPhotos}
        />
        {request.error && (
          <Alert color="red" title="Not sent">
            {messageOf(request.error)}
          </Alert>
        )}
        {sent && (
          <Alert color="yellow" title="Your return was sent">
            These photos could not be added: {photoFailures.join('; ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {sent ? 'Close' : 'Cancel'}
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
              Ask to return
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
