import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a contract schema: messages once a field was touched, no
 * focus of its own (each caller focuses the first wrong field its way), and a ref for the form.
 */
export function useSchemaForm<Input extends FieldValues, Values>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Values>({
    // The resolver's generics cannot follow a generic schema; the schema fixes both types.
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Values>,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues,
  });
  const formRef = useRef<HTMLFormElement>(null);
  return { form, formRef };
}
