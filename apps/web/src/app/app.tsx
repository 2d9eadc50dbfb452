import { brand } from '@shop/contract/brand';
import { ItemGrid } from '../features/items/item-grid';
import styles from './app.module.css';

export function App() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.logo}>{brand.name}</h1>
        <p className={styles.tagline}>{brand.tagline}</p>
      </header>
      <main>
        <h2 className={styles.heading}>Product</h2>
        <ItemGrid />
      </main>
      <footer className={styles.footer}>
        <p>
          {brand.company} · 대표 {brand.representative} · 사업자등록번호 {brand.registrationNumber}
        </p>
        <p>
          {brand.address} · {brand.phone} · {brand.email}
        </p>
      </footer>
    </div>
  );
}
