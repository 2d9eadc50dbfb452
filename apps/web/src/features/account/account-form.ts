import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstError } from './focus-first-error';

/**
 * The account forms' react-hook-form setup: the contract's rules as resolver, messages once a
 * field was touched, and a submit that focuses the first wrong field in page order.
 */
export function useAccountForm<Input extends FieldValues, Values = Input>(
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
  const submitWith = (onValid: SubmitHandler<Values>) =>
    form.handleSubmit(onValid, (errors) => focusFirstError(formRef.current, errors));
  /** The server's field problems under their fields, the first of them focused. */
  const showProblems = (problems: { field: Path<Input>; message: string }[]) => {
    for (const problem of problems) {
      form.setError(problem.field, { type: 'server', message: problem.message });
    }
    focusFirstError(
      formRef.current,
      problems.map((p) => p.field),
    );
  };
  return { form, formRef, submitWith, showProblems };
}
