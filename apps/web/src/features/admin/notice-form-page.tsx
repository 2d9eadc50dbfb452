import { PageHeader } from './page-header';

export function AdminNoticeFormPage() {
  return <PageHeader title="공지 작성" />;
}
