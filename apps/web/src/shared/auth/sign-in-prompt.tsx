import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface SignInPrompt {
  /**
   * Opens the login dialog over the current page; after signing in the shopper stays where they
   * were and `afterSignIn` runs (the action that needed a member: add to cart, buy, open My Page).
   */
  ask(options?: { reason?: string; afterSignIn?: () => void }): void;
}

/** The shell provides the dialog (it owns the login form); without it, nothing opens. */
export const SignInPromptContext = createContext<SignInPrompt>({ ask: () => {} });

export const useSignInPrompt = () => useContext(SignInPromptContext);

/** Opens the login dialog once when a page finds a visitor where a member is needed. */
export function useAskSignInOnce(needed: boolean, reason?: string) {
  const signIn = useSignInPrompt();
  const asked = useRef(false);
  useEffect(() => {
    if (!needed || asked.current) return;
    asked.current = true;
    signIn.ask({ reason });
  }, [needed, signIn, reason]);
}

/**
 * The state behind a login dialog: whether it is open, why, and the action to run once signed
 * in. The shell's dialog and the tests' one both hold it.
 */
export function useSignInPromptState() {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>();
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
  const close = useCallback(() => {
    setOpen(false);
    afterSignIn.current = undefined;
  }, []);
  const signedIn = useCallback(() => {
    const next = afterSignIn.current;
    close();
    next?.();
  }, [close]);
  return { open, reason, prompt, close, signedIn };
}
