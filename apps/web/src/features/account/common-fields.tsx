import type { ComponentProps } from 'react';
import { AlertText } from '../../shared/ui/alert-text';
import { TextField } from '../../shared/ui/field';
import { accountText } from './messages';
import styles from './page.module.css';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The member's name, as the account forms ask it. */
export function NameField(props: FieldProps) {
  return <TextField label={accountText.fields.name} autoComplete="name" {...props} />;
}

/** An email address typed whole (sign-up picks its domain instead). */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label={accountText.fields.email}
      type="email"
      autoComplete="email"
      placeholder={accountText.placeholders.email}
      {...props}
    />
  );
}

/** Why the form's request failed, read out when it appears. */
export function FormFailure({ message }: { message: string | undefined }) {
  return <AlertText message={message} className={styles.formError} />;
}
