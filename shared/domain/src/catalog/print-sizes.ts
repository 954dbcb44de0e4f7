import { z } from 'zod';
import { PRINT_SIZES } from './catalog.rules';

export { DEFAULT_PRINT_SIZE, PRINT_SIZES, type PrintSize } from './catalog.rules';

export const printSizeSchema = z.enum(PRINT_SIZES, { message: 'Unknown print size' });
