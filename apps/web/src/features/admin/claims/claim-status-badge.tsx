import { type ClaimStatus, claimStatusLabels } from '@shop/contract/claim-rules';
import { type BadgeTone, StatusBadge } from '../status-badge';

const tones: Record<ClaimStatus, BadgeTone> = {
  REQUESTED: 'accent',
  APPROVED: 'neutral',
  COLLECTED: 'neutral',
  INSPECTED: 'neutral',
  COMPLETED: 'done',
  REJECTED: 'danger',
  WITHDRAWN: 'muted',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <StatusBadge tone={tones[status]}>{claimStatusLabels[status]}</StatusBadge>;
}
