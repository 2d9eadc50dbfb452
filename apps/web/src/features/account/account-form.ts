import type { DefaultValues, FieldValues, Path, SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { useNotify } from '../../shared/ui/notify';
import type { DuplicateStore } from './duplicates';
import { focusFirstError } from './focus-first-error';
import { type CheckField, checkValue } from './schemas';
import { explainSaveError } from './server-errors';

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
  const notify = useNotify();
  /**
   * A refused save: a value the server says is taken is remembered as taken (`sent` holds what
   * was sent for the checked fields), the problems go under their fields (`fields` maps the API's
   * names), and only a problem without a field is a toast.
   */
  const showSaveError = (
    error: unknown,
    fields: Partial<Record<string, Path<Input>>>,
    known: DuplicateStore,
    sent: Partial<Record<CheckField, string>>,
  ) => {
    const { problems, message } = explainSaveError(error, fields);
    for (const { taken, message: why } of problems) {
      const value = taken && sent[taken];
      if (taken && value !== undefined) known.markTaken(taken, checkValue(taken, value), why);
    }
    showProblems(problems);
    if (problems.length === 0) notify(message, 'alert');
  };
  return { form, formRef, submitWith, showProblems, showSaveError };
}
