import { type ReactNode, useMemo, useRef, useState } from 'react';
import { SignInForm } from '../auth/sign-in-form';
import { type SignInPrompt, SignInPromptContext } from '../auth/sign-in-prompt';
import { Modal } from '../ui/modal';

/**
 * The shell's login dialog for feature tests: the same prompt contract, with the shared ID and
 * password form (the shell adds sign-up links and social buttons around it).
 */
export function TestSignInDialog({ children }: { children: ReactNode }) {
  const [reason, setReason] = useState<string>();
  const [open, setOpen] = useState(false);
  const afterSignIn = useRef<(() => void) | undefined>(undefined);
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
      <Modal open={open} onClose={() => setOpen(false)} title="로그인">
        {reason && <p>{reason}</p>}
        <SignInForm
          onSignedIn={() => {
            setOpen(false);
            afterSignIn.current?.();
          }}
        />
      </Modal>
    </SignInPromptContext.Provider>
  );
}
