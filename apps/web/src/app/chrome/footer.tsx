import { brand } from '@shop/contract/brand';
import { Link } from '../../shared/routing';
import { TermRow } from '../../shared/ui/term-row';
import styles from './footer.module.css';

// The business details a Korean online shop must show, as the footer lists them.
const details = [
  ['상호', brand.company],
  ['대표', brand.representative],
  ['사업자등록번호', brand.registrationNumber],
  ['통신판매업신고', brand.mailOrderNumber],
  ['주소', brand.address],
  ['고객센터', `${brand.phone} · ${brand.email}`],
] as const;

/** Business registration details, the social link (new tab) and the privacy policy. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{brand.name}</p>
        <dl className={styles.details}>
          {details.map(([term, detail]) => (
            <TermRow key={term} term={term}>
              {detail}
            </TermRow>
          ))}
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
