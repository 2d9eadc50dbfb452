import { PageHeader } from './page-header';

export function AdminCouponsPage() {
  return <PageHeader title="쿠폰" />;
}
