import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Focuses the field with an error that comes first on the page. react-hook-form would focus the
 * first one it registered, which is not the page order once parts of a form (phone, email,
 * agreements) register their own fields.
 */
export function focusFirstError<T extends FieldValues>(
  form: HTMLFormElement | null,
  errors: FieldErrors<T> | string[],
) {
  if (!form) return;
  const names = Array.isArray(errors) ? errors : Object.keys(errors);
  const fields = names
    .map((name) => form.elements.namedItem(name))
    .filter((el): el is HTMLInputElement => el instanceof HTMLElement)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  fields[0]?.focus();
}
