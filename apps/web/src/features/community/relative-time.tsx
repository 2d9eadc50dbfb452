import { formatRelativeTime } from '@shop/contract/format';
import { formatFullDate } from '../../shared/format/dates';

/** When something was written, as the board shows it (docs/api.md#client-state), with the full date on hover. */
export function RelativeTime({ iso, now }: { iso: string; now?: Date }) {
  return (
    <time dateTime={iso} title={formatFullDate(iso)}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}
