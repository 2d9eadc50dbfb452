import { type ReviewStatus, reviewStatusLabels } from '@shop/contract/review-rules';
import { type BadgeTone, StatusBadge } from '../status-badge';

const tones: Record<ReviewStatus, BadgeTone> = { VISIBLE: 'neutral', HIDDEN: 'danger' };

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <StatusBadge tone={tones[status]}>{reviewStatusLabels[status]}</StatusBadge>;
}
