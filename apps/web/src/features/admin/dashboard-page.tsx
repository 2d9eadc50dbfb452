import { PageHeader } from './page-header';

export function AdminDashboardPage() {
  return <PageHeader title="대시보드" />;
}
