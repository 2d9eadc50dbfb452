/** A name as the back office's reports show it: first and last letter, the rest starred (홍*동). */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '';
  if (letters.length === 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`;
}

/**
 * An e-mail address as an answer to someone not signed in may show it: the first letter of the
 * mailbox and the domain (h***@example.com); the stars never tell the length.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email][0]}***${email.slice(at)}`;
}
