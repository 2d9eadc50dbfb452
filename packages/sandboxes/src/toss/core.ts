// The Toss sandbox's rules without its HTTP face, for an in-process fake of the provider.
export type { ApiAnswer } from './answer';
export { errorAnswer, okAnswer } from './answer';
export { cancelPayment } from './cancel';
export { issueCashReceipt } from './cash-receipt';
export { confirmPayment } from './confirm';
export { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from './keys';
export { toTossPayment } from './payment-object';
export { createSandboxState, type SandboxState } from './state';
export { depositPayment, expireVirtualAccount } from './virtual-account';
