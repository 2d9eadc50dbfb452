import { PageHeader } from './page-header';

export function AdminQnaPage() {
  return <PageHeader title="Q&A" />;
}
