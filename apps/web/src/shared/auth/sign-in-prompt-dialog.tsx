import type { ReactNode } from 'react';
import { Modal } from '../ui/modal';
import { SignInPromptContext, useSignInPromptState } from './sign-in-prompt';

/**
 * The login dialog behind `useSignInPrompt` for everything inside it: why it opened, then `form`,
 * which calls `signedIn` once the member is in (or `close` to leave).
 */
export function SignInPromptDialog({
  reasonClassName,
  form,
  children,
}: {
  reasonClassName?: string;
  form: (dialog: { signedIn: () => void; close: () => void }) => ReactNode;
  children: ReactNode;
}) {
  const dialog = useSignInPromptState();
  return (
    <SignInPromptContext.Provider value={dialog.prompt}>
      {children}
      <Modal open={dialog.open} onClose={dialog.close} title="로그인">
        {dialog.reason && (
          <p className={reasonClassName} role="status">
            {dialog.reason}
          </p>
        )}
        {form(dialog)}
      </Modal>
    </SignInPromptContext.Provider>
  );
}
