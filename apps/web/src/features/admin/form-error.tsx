import { AlertText } from '../../shared/ui/alert-text';
import page from './page.module.css';

/** Why the form was not saved, read out when it appears beside the form's buttons. */
export function FormError({ message }: { message: string | undefined }) {
  return <AlertText message={message} className={page.formError} />;
}
