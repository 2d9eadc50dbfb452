import { createContext, useContext } from 'react';

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
