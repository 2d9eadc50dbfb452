import { z } from 'zod';
import { dropMessages } from './drop-messages';

export { dropMessages };

/** What `Idempotency-Key` answers tell (POST /v1/orders/start, /done, /payment/{provider}, cancel). */
export const idempotencyMessages = {
  keyInvalid: 'Idempotency-Key는 1~255자의 영문, 숫자, -, _ 로 보내주세요.',
  keyReused: '같은 Idempotency-Key로 다른 요청을 보냈습니다. 새 키로 다시 시도해주세요.',
  inFlight: '같은 요청을 처리 중입니다. 잠시 후 다시 시도해주세요.',
} as const;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,255}$/, idempotencyMessages.keyInvalid);

export {
  type CountdownParts,
  countdownParts,
  formatCountdown,
  formatSeoulOpening,
  isOnSale,
  isoToSeoulLocal,
  seoulLocalToIso,
} from './drop-clock';
