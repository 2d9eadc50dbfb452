import type { DefaultValues, FieldValues, Path, SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { focusFirstError } from './focus-first-error';

/**
 * The account forms' react-hook-form setup: the contract's rules as resolver, messages once a
 * field was touched, and a submit that focuses the first wrong field in page order.
 */
export function useAccountForm<Input extends FieldValues, Values = Input>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const { form, formRef } = useSchemaForm(schema, defaultValues);
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
