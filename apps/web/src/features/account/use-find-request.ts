import { useState } from 'react';
import { findErrorMessage } from './server-errors';

/**
 * A find-ID or find-password request: its answer or why it failed, each cleared when the form is
 * sent again.
 */
export function useFindRequest<Values, Answer>(
  send: (values: Values) => Promise<Answer>,
  failedText: string,
) {
  const [answer, setAnswer] = useState<Answer>();
  const [failure, setFailure] = useState<string>();
  async function submit(values: Values) {
    setFailure(undefined);
    setAnswer(undefined);
    try {
      setAnswer(await send(values));
    } catch (error) {
      setFailure(findErrorMessage(error, failedText));
    }
  }
  return { answer, failure, submit };
}
