import { usePageTitle } from '../../shared/hooks/use-page-title';

export function CollectionPage() {
  usePageTitle('Collection');
  return <h1>Collection</h1>;
}
