import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { communityText as t } from './community-text';

/** The board's question before a post or a comment is deleted. */
export const ConfirmRemove = (
  props: Pick<
    ComponentProps<typeof ConfirmDialog>,
    'open' | 'message' | 'pending' | 'onConfirm' | 'onClose'
  >,
) => <ConfirmDialog {...props} confirmLabel={t.confirm} cancelLabel={t.cancel} />;
