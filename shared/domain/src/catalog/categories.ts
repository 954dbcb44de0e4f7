import { z } from 'zod';
import { CATEGORIES, CATEGORY_FILTERS } from './catalog.rules';

export {
  ALL_CATEGORIES,
  CATEGORIES,
  CATEGORY_FILTERS,
  isCategory,
  type Category,
  type CategoryFilter,
} from './catalog.rules';

export const categorySchema = z.enum(CATEGORIES, { message: 'Unknown category' });
export const categoryFilterSchema = z.enum(CATEGORY_FILTERS, { message: 'Unknown category' });
