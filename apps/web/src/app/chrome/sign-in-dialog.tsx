import type { ReactNode } from 'react';
import { LoginForm } from '../../features/account/login-form';
import { SignInPromptContext, useSignInPromptState } from '../../shared/auth/sign-in-prompt';
import { Modal } from '../../shared/ui/modal';
import styles from './sign-in-dialog.module.css';

/**
 * The one login dialog of the storefront: the header's account entry, a guest's add to cart or
 * purchase and the member-only pages open it; signing in closes it over the same page and runs
 * the action that asked for it.
 */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const dialog = useSignInPromptState();
  return (
    <SignInPromptContext.Provider value={dialog.prompt}>
      {children}
      <Modal open={dialog.open} onClose={dialog.close} title="로그인">
        {dialog.reason && (
          <p className={styles.reason} role="status">
            {dialog.reason}
          </p>
        )}
        <LoginForm onDone={dialog.signedIn} onLeave={dialog.close} />
      </Modal>
    </SignInPromptContext.Provider>
  );
}
