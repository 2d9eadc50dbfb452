import { createContext, useContext, useEffect, useRef } from 'react';

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
