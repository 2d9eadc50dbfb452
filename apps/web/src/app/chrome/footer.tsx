import { brand } from '@shop/contract/brand';
import { Link } from 'react-router';
import styles from './footer.module.css';

/** Business registration details, the social link (new tab) and the privacy policy. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{brand.name}</p>
        <dl className={styles.details}>
          <div>
            <dt>상호</dt>
            <dd>{brand.company}</dd>
          </div>
          <div>
            <dt>대표</dt>
            <dd>{brand.representative}</dd>
          </div>
          <div>
            <dt>사업자등록번호</dt>
            <dd>{brand.registrationNumber}</dd>
          </div>
          <div>
            <dt>통신판매업신고</dt>
            <dd>{brand.mailOrderNumber}</dd>
          </div>
          <div>
            <dt>주소</dt>
            <dd>{brand.address}</dd>
          </div>
          <div>
            <dt>고객센터</dt>
            <dd>
              {brand.phone} · {brand.email}
            </dd>
          </div>
        </dl>
        <nav className={styles.links} aria-label="바닥글 링크">
          <a href={brand.instagram.url} target="_blank" rel="noopener noreferrer">
            Instagram {brand.instagram.handle}
          </a>
          <Link to="/policy">Policy</Link>
        </nav>
      </div>
    </footer>
  );
}
