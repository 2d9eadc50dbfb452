import { z } from 'zod';

/**
 * An enum written once, as its values (the keys, in order) with their Korean labels: answers the
 * values, their schema and the labels. A module exports the answer itself (`orderStatuses`), and
 * callers read `.values`, `.schema` and `.labels` from it rather than three aliases of each part.
 */
export function labelledEnum<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = keyof Labels & string;
  const values = Object.keys(labels) as unknown as readonly [Value, ...Value[]];
  return { values, schema: z.enum(values), labels: labels as Record<Value, string> };
}
