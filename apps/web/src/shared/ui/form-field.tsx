import { useFormContext } from 'react-hook-form';
import { TextField, type TextFieldProps } from './field';

type FormFieldProps = Omit<TextFieldProps, 'name' | 'error'> & {
  name: string;
  /** A whole number: the number keypad, and the value read as a number. */
  number?: boolean;
};

/**
 * A TextField of the surrounding form (react-hook-form's FormProvider): registered under `name`,
 * with that field's error message under it.
 */
export function FormField({ name, number, ...field }: FormFieldProps) {
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  const registered = register(name, { valueAsNumber: number });
  const numeric = number ? ({ type: 'number', inputMode: 'numeric' } as const) : {};
  return <TextField {...numeric} {...field} error={error?.message} {...registered} />;
}
