import { usePageTitle } from '../../shared/hooks/use-page-title';

export function SignupPage() {
  usePageTitle('회원가입');
  return <h1>회원가입</h1>;
}
