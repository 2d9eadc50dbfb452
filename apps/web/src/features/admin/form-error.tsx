import page from './page.module.css';

/** Why the form was not saved, read out when it appears beside the form's buttons. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={page.formError}>
      {message}
    </p>
  );
}
