import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { TextField, type TextFieldProps } from './field';

/**
 * A TextField of the surrounding form (react-hook-form's FormProvider): registered under `name`,
 * with that field's error message under it.
 */
export function FormField({
  name,
  options,
  ...field
}: Omit<TextFieldProps, 'name' | 'error'> & { name: string; options?: RegisterOptions }) {
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  return <TextField {...field} error={error?.message} {...register(name, options)} />;
}
