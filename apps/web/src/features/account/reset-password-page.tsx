import { usePageTitle } from '../../shared/hooks/use-page-title';

export function ResetPasswordPage() {
  usePageTitle('비밀번호 재설정');
  return <h1>비밀번호 재설정</h1>;
}
