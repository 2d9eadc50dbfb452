import { PageHeader } from './page-header';

export function AdminMemberPage() {
  return <PageHeader title="회원 상세" />;
}
