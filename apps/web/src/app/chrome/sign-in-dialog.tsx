import type { ReactNode } from 'react';
import { LoginForm } from '../../features/account/login-form';
import { SignInPromptDialog } from '../../shared/auth/sign-in-prompt-dialog';
import styles from './sign-in-dialog.module.css';

/**
 * The one login dialog of the storefront: the header's account entry, a guest's add to cart or
 * purchase and the member-only pages open it; signing in closes it over the same page and runs
 * the action that asked for it.
 */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  return (
    <SignInPromptDialog
      reasonClassName={styles.reason}
      form={(dialog) => <LoginForm onDone={dialog.signedIn} onLeave={dialog.close} />}
    >
      {children}
    </SignInPromptDialog>
  );
}
