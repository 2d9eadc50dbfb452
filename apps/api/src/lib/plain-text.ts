import { HttpError } from './errors';
import { cleanPlainText } from './sanitize';

/** A plain-text field cleaned of markup; 422 with `message` when nothing is left. */
export function requiredPlainText(value: string, loc: string[], message: string): string {
  const text = cleanPlainText(value);
  if (!text)
    throw new HttpError(422, [{ loc: ['body', ...loc], msg: message, type: 'value_error' }]);
  return text;
}
