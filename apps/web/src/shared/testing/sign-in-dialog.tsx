import type { ReactNode } from 'react';
import { SignInForm } from '../auth/sign-in-form';
import { SignInPromptContext, useSignInPromptState } from '../auth/sign-in-prompt';
import { Modal } from '../ui/modal';

/**
 * The shell's login dialog for feature tests: the same prompt, with the shared ID and password
 * form (the shell adds sign-up links and social buttons around it).
 */
export function TestSignInDialog({ children }: { children: ReactNode }) {
  const dialog = useSignInPromptState();
  return (
    <SignInPromptContext.Provider value={dialog.prompt}>
      {children}
      <Modal open={dialog.open} onClose={dialog.close} title="로그인">
        {dialog.reason && <p>{dialog.reason}</p>}
        <SignInForm onSignedIn={dialog.signedIn} />
      </Modal>
    </SignInPromptContext.Provider>
  );
}
