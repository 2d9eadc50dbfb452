import { usePageTitle } from '../shared/hooks/use-page-title';
import { Link } from '../shared/routing';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageTitle('페이지를 찾을 수 없습니다');
  return (
    <section className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>페이지를 찾을 수 없습니다</h1>
      <p className={styles.text}>주소가 바뀌었거나 없어진 페이지입니다.</p>
      <p>
        <Link to="/products">상품 보러 가기</Link> · <Link to="/">홈으로</Link>
      </p>
    </section>
  );
}
