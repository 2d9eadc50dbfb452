import { formatRelativeTime } from '@shop/contract/format';

const fullDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** When something was written, as the board shows it (docs/api.md#client-state), with the full date on hover. */
export function RelativeTime({ iso, now }: { iso: string; now?: Date }) {
  return (
    <time dateTime={iso} title={fullDate.format(new Date(iso))}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}

/** A full Korean date: '2026년 11월 21일 오후 6:55'. */
export const formatFullDate = (iso: string) => fullDate.format(new Date(iso));
