import { Text } from '@mantine/core';
import {
  lowResolutionMessage,
  MIN_PRINT_DPI,
  printResolution,
  readSizeDimensions,
  type ImagePixels,
  type SizeDimensions,
} from '@wallart/domain';
import type { SizeRow } from './size-rows';

/** A row's dimensions: read from its label, or the figures staff typed. */
function dimensionsOf(row: SizeRow): SizeDimensions | null {
  const read = readSizeDimensions(row.size);
  if (read) return read;
  const width = Number(row.width);
  const height = Number(row.height);
  // A digital tier (in pixels) is not printed.
  if (!(width > 0) || !(height > 0) || row.unit === null || row.unit === 'px') return null;
  return { width, height, unit: row.unit };
}

/** Whether the artwork prints this row below MIN_PRINT_DPI. */
export function printsLow(row: SizeRow, pixels: ImagePixels | null): boolean {
  const dimensions = dimensionsOf(row);
  return pixels !== null && dimensions !== null && printResolution(pixels, dimensions).low;
}

/**
 * The resolution the product's first image prints this size at (PRODUCT §13), and below 150
 * DPI the pixel size the size needs.
 */
export function PrintResolutionNote({ row, pixels }: { row: SizeRow; pixels: ImagePixels | null }) {
  const dimensions = dimensionsOf(row);
  if (!pixels || !dimensions) return null;
  const resolution = printResolution(pixels, dimensions);
  const label = row.size.trim() || 'This size';
  if (!resolution.low) {
    return (
      <Text size="xs" c="dimmed">
        Prints at {resolution.dpi} DPI from the {pixels.width}x{pixels.height} px image
      </Text>
    );
  }
  return (
    <Text size="xs" c="orange.8">
      {lowResolutionMessage(label, resolution)}. Below {MIN_PRINT_DPI} DPI a print looks soft:
      upload an image of at least that size, or keep the size anyway below.
    </Text>
  );
}
