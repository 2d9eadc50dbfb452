import { useState } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, Path, SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/errors';
import { useSchemaForm } from '../../shared/forms/use-schema-form';

/** Focuses the first field (in page order) that has a message. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * The server's 422 problems as form fields: `loc` ['body', 'options', 0, 'label'] becomes
 * 'options.0.label'. A plain `{detail: "..."}` has no field and comes back as `general`.
 */
export function serverProblems(error: unknown): {
  fields: { field: string; message: string }[];
  general: string | undefined;
} {
  if (!(error instanceof ApiError)) {
    return { fields: [], general: error instanceof Error ? error.message : undefined };
  }
  if (!Array.isArray(error.detail)) return { fields: [], general: error.message };
  const fields = error.detail
    .filter((d) => d.loc.length > 1)
    .map((d) => ({ field: d.loc.slice(d.loc[0] === 'body' ? 1 : 0).join('.'), message: d.msg }));
  return { fields, general: fields.length ? undefined : error.message };
}

/** What `useAdminForm` answers, for the components that run the form. */
export type AdminForm<Input extends FieldValues, Values> = ReturnType<
  typeof useAdminForm<Input, Values>
>;

/**
 * A back-office form: the contract's schema as resolver, messages once a field was touched,
 * the first wrong field focused, and the server's problems put under their fields.
 */
export function useAdminForm<Input extends FieldValues, Values>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const { form, formRef } = useSchemaForm(schema, defaultValues);
  const submitWith = (onValid: SubmitHandler<Values>) =>
    form.handleSubmit(onValid, (_errors: FieldErrors<Input>) => focusFirstInvalid(formRef.current));
  /** Puts the server's field messages under their fields; answers the message with no field. */
  const showServerError = (error: unknown): string | undefined => {
    const { fields, general } = serverProblems(error);
    for (const { field, message } of fields) {
      form.setError(field as Path<Input>, { type: 'server', message });
    }
    if (fields.length) focusFirstInvalid(formRef.current);
    return general;
  };
  const [error, setError] = useState<string>();
  /** Submits valid values with `save`; what fails goes under its fields, the rest into `error`. */
  const saveWith = (save: SubmitHandler<Values>) =>
    submitWith(async (values) => {
      setError(undefined);
      try {
        await save(values);
      } catch (e) {
        setError(showServerError(e));
      }
    });
  return { form, formRef, submitWith, showServerError, saveWith, error };
}
