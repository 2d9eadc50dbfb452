type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Hears that notifications were queued in this process (within a transaction that may still be
 * open); answers the function that stops listening. The job runner listens, to deliver them
 * without waiting for the next scheduled run.
 */
export function onNotificationsQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceQueued() {
  for (const listener of listeners) listener();
}
