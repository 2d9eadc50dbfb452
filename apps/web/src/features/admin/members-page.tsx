import { PageHeader } from './page-header';

export function AdminMembersPage() {
  return <PageHeader title="회원" />;
}
