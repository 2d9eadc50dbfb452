/**
 * What other parts of the shop do when a shopper signs in or out on this device (the cart moves
 * the browser's lines into the member's, and forgets the member's on sign-out). Sign-in waits for
 * its listeners, so the page that follows already sees their result.
 */
type Listener = () => void | Promise<void>;

const signedIn = new Set<Listener>();
const signedOut = new Set<Listener>();

function subscribe(set: Set<Listener>, listener: Listener): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export const onSignedIn = (listener: Listener) => subscribe(signedIn, listener);
export const onSignedOut = (listener: Listener) => subscribe(signedOut, listener);

/** Runs every listener; one that fails does not stop the others or the sign-in. */
async function tell(set: Set<Listener>): Promise<void> {
  await Promise.all(
    [...set].map(async (listener) => {
      try {
        await listener();
      } catch (error) {
        console.warn(error);
      }
    }),
  );
}

export const announceSignedIn = () => tell(signedIn);
export const announceSignedOut = () => tell(signedOut);
