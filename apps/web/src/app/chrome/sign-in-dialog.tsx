import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { LoginForm } from '../../features/account/login-form';
import { type SignInPrompt, SignInPromptContext } from '../../shared/auth/sign-in-prompt';
import { Modal } from '../../shared/ui/modal';
import styles from './sign-in-dialog.module.css';

/**
 * The one login dialog of the storefront: the header's account entry, a guest's add to cart or
 * purchase and the member-only pages open it; signing in closes it over the same page and runs
 * the action that asked for it.
 */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>();
  const afterSignIn = useRef<(() => void) | undefined>(undefined);
  const close = useCallback(() => {
    setOpen(false);
    afterSignIn.current = undefined;
  }, []);
  const prompt = useMemo<SignInPrompt>(
    () => ({
      ask(options = {}) {
        afterSignIn.current = options.afterSignIn;
        setReason(options.reason);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SignInPromptContext.Provider value={prompt}>
      {children}
      <Modal open={open} onClose={close} title="로그인">
        {reason && (
          <p className={styles.reason} role="status">
            {reason}
          </p>
        )}
        <LoginForm
          onDone={() => {
            const next = afterSignIn.current;
            close();
            next?.();
          }}
        />
      </Modal>
    </SignInPromptContext.Provider>
  );
}
