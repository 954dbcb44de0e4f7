import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../lib/app-error';

/** A row's id in a path (`/:id`): a positive whole number of at most 16 digits. */
export const rowIdParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });

/**
 * The path's `:id` as a number. One that cannot be a row's id answers the same 404 as a row that
 * is not there (`notFound(what)`), so a caller learns nothing from its shape.
 */
export function rowIdOf(req: Request, what: string): number {
  const result = rowIdParamsSchema.safeParse(req.params);
  if (!result.success) throw notFound(what);
  return Number(result.data.id);
}
