import { Lock } from 'lucide-react';
import { communityText as t } from './community-text';

/** The lock before a secret post's title, read out as "비밀글". */
export const SecretLock = ({
  size,
  className,
}: {
  size: number;
  className: string | undefined;
}) => (
  <Lock size={size} strokeWidth={1.75} className={className} aria-label={t.secret} role="img" />
);
