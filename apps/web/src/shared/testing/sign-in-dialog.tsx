import type { ReactNode } from 'react';
import { SignInForm } from '../auth/sign-in-form';
import { SignInPromptDialog } from '../auth/sign-in-prompt-dialog';

/**
 * The shell's login dialog for feature tests: the same prompt, with the shared ID and password
 * form (the shell adds sign-up links and social buttons around it).
 */
export function TestSignInDialog({ children }: { children: ReactNode }) {
  return (
    <SignInPromptDialog form={(dialog) => <SignInForm onSignedIn={dialog.signedIn} />}>
      {children}
    </SignInPromptDialog>
  );
}
