import { usePageTitle } from '../../shared/hooks/use-page-title';

export function AccountPage() {
  usePageTitle('아이디·비밀번호 찾기');
  return <h1>아이디·비밀번호 찾기</h1>;
}
