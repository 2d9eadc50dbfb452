import { usePageTitle } from '../../shared/hooks/use-page-title';

export function EditPage() {
  usePageTitle('회원정보 수정');
  return <h1>회원정보 수정</h1>;
}
