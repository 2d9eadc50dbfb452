import { z } from 'zod';

/** When a row was written and last changed, as ISO strings: the pair many answers carry. */
export const timestampFields = {
  created_at: z.string(),
  updated_at: z.string(),
};
