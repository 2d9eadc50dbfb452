/** One KakaoTalk AlimTalk message: a template registered with Kakao, filled in for one phone. */
export interface AlimTalkMessage {
  /** Domestic phone number, digits only (01012345678). */
  to: string;
  /** The template's code as registered with the provider. */
  templateCode: string;
  /** The values of the template's `#{name}` fields. */
  parameters: Record<string, string>;
  /** The message as the shopper will read it (the provider fills the template itself). */
  text: string;
  /**
   * One per attempt: the provider refuses any request repeating a key within 10 minutes, so a
   * key shared by the attempts would also refuse a genuine retry after a failure.
   */
  idempotencyKey: string;
}

/** Sends AlimTalk messages; a `ProviderError` means the provider did not take the message. */
export interface Messaging {
  send(message: AlimTalkMessage): Promise<void>;
}
