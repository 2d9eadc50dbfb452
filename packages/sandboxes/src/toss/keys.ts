/** The one widget key pair the sandbox knows (a `gck`/`gsk` pair, as the real widget needs). */
export const SANDBOX_CLIENT_KEY = 'test_gck_sandbox_ondostudio';
export const SANDBOX_SECRET_KEY = 'test_gsk_sandbox_ondostudio';
