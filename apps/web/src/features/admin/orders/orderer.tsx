import type { AdminOrderRow } from '@shop/contract/admin-orders';
import { Link } from '../../../shared/routing';
import { adminText } from '../messages';
import page from '../page.module.css';
import { StatusBadge } from '../status-badge';

/**
 * Who placed the order: the member (their nickname, linked to the member page when `linked`), or
 * for a guest's order the orderer's name and mobile with a 비회원 mark.
 */
export function Orderer({
  order,
  linked = false,
}: {
  order: Pick<AdminOrderRow, 'member' | 'guest'>;
  linked?: boolean;
}) {
  const { member, guest } = order;
  if (member) {
    return (
      <>
        {linked ? (
          <Link className={page.rowLink} to={`/admin/members/${member.member_id}`}>
            {member.nickname}
          </Link>
        ) : (
          member.nickname
        )}{' '}
        <span className={page.muted}>({member.user_id})</span>
      </>
    );
  }
  return (
    <>
      {guest?.name} <StatusBadge tone="muted">{adminText.orders.guest}</StatusBadge>{' '}
      <span className={page.muted}>{guest?.phone}</span>
    </>
  );
}
