import { createFileBox, type FileBox } from '../../lib/file-box';
import type { Mail } from './mailer';

export interface OutboxMail extends Mail {
  from: string;
  sent_at: string;
}

/** The development outbox: every mail as one JSON file, newest listed first. */
export const createOutbox = (dir: string): Outbox => createFileBox<OutboxMail>(dir);
export type Outbox = FileBox<OutboxMail>;
