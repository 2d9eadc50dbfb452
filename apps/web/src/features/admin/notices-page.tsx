import { PageHeader } from './page-header';

export function AdminNoticesPage() {
  return <PageHeader title="공지" />;
}
