import { z } from 'zod';

export const reviewCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  title: z.string().trim().min(1, 'Title is required').max(120),
  comment: z.string().trim().min(1, 'Comment is required').max(2000),
  rating: z.number().int().min(1, 'Select a rating').max(5),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

export const reviewModerateSchema = z.object({ isHidden: z.boolean() });

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  comment: z.string(),
  rating: z.number(),
  image: z.string(),
  isHidden: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
