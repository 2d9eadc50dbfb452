import { usePageTitle } from '../../shared/hooks/use-page-title';

export function GuidePage() {
  usePageTitle('이용 안내');
  return <h1>이용 안내</h1>;
}
