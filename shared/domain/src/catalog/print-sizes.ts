import { z } from 'zod';

/** The print sizes the shop offers. The first one is meant when an order line names none. */
export const PRINT_SIZES = ['12x18 in', '18x24 in', '24x36 in'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];
export const DEFAULT_PRINT_SIZE: PrintSize = PRINT_SIZES[0];

export const printSizeSchema = z.enum(PRINT_SIZES, { message: 'Unknown print size' });
