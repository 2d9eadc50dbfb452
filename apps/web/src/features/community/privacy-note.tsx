import { ShieldCheck } from 'lucide-react';
import styles from './privacy-note.module.css';

/** Tells the writer what others read hidden in their post or comment (전화번호, 이메일 …). */
export function PrivacyNote({ masked }: { masked: string[] | undefined }) {
  if (!masked?.length) return null;
  return (
    <p className={styles.note}>
      <ShieldCheck size={14} strokeWidth={1.75} aria-hidden />
      개인정보 보호를 위해 다른 분께는 가려서 보여 드립니다({masked.join('·')}). 작성자와 관리자만
      원문을 볼 수 있습니다.
    </p>
  );
}
