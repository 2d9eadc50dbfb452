/**
 * A run's stored output as the fields its job wrote, each possibly missing (it comes back from
 * the queue's JSON); null when it is not an object at all.
 */
export function outputFields<T>(output: unknown): Partial<T> | null {
  return output && typeof output === 'object' ? (output as Partial<T>) : null;
}

/** A count read from a stored output: 0 where it is missing or not a number. */
export const countIn = (value: unknown): number => (typeof value === 'number' ? value : 0);
