import {
  type RowAction,
  rowActions,
  type TransferStatus,
  transferStatuses,
} from '@shop/contract/admin-transfers';
import { type BadgeTone, StatusBadge } from '../status-badge';

const statusTones: Record<TransferStatus, BadgeTone> = {
  checked: 'accent',
  queued: 'neutral',
  running: 'accent',
  done: 'done',
  failed: 'danger',
  discarded: 'muted',
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  return <StatusBadge tone={statusTones[status]}>{transferStatuses.labels[status]}</StatusBadge>;
}

const actionTones: Record<RowAction, BadgeTone> = {
  create: 'accent',
  update: 'neutral',
  unchanged: 'muted',
  error: 'danger',
};

export function RowActionBadge({ action }: { action: RowAction }) {
  return <StatusBadge tone={actionTones[action]}>{rowActions.labels[action]}</StatusBadge>;
}
