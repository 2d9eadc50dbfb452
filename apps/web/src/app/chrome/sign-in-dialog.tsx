import { lazy, type ReactNode, Suspense } from 'react';
import { SignInPromptDialog } from '../../shared/auth/sign-in-prompt-dialog';
import styles from './sign-in-dialog.module.css';

// The form (and social sign-in) is fetched when the dialog first opens, not with every page.
const LoginForm = lazy(async () => ({
  default: (await import('../../features/account/login-form')).LoginForm,
}));

/**
 * The one login dialog of the storefront: the header's account entry, a guest's add to cart or
 * purchase and the member-only pages open it; signing in closes it over the same page and runs
 * the action that asked for it.
 */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  return (
    <SignInPromptDialog
      reasonClassName={styles.reason}
      form={(dialog) => (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              불러오는 중…
            </p>
          }
        >
          <LoginForm onDone={dialog.signedIn} onLeave={dialog.close} />
        </Suspense>
      )}
    >
      {children}
    </SignInPromptDialog>
  );
}
