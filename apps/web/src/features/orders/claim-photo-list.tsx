import type { Claim } from '@shop/contract/claims';
import { useId, useState } from 'react';
import { AlertText } from '../../shared/ui/alert-text';
import { PhotoThumbs } from '../../shared/ui/photo-thumbs';
import { MAX_PHOTOS, photoRefusal } from './claim-photos';
import { claimText as t } from './claim-text';
import styles from './claims.module.css';
import { PhotoFileInput } from './photo-file-input';

/**
 * A claim's photos on the order card, each opening the full image in a new tab; more can be added
 * while the claim waits for approval, sent as soon as they are chosen.
 */
export function ClaimPhotoList({
  claim,
  titleId,
  add,
}: {
  claim: Claim;
  /** The claim's title, which names what "사진 추가" adds to. */
  titleId: string;
  add: (files: readonly File[]) => Promise<unknown>;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const urls = claim.photo_urls;
  const canAdd = claim.status === 'REQUESTED' && urls.length < MAX_PHOTOS;
  if (urls.length === 0 && !canAdd) return null;

  async function choose(files: File[]) {
    const refusal = photoRefusal(files, urls.length);
    setProblem(refusal);
    if (refusal || files.length === 0) return;
    setSending(true);
    try {
      await add(files);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.claimPhotos}>
      {urls.length > 0 && (
        <PhotoThumbs
          urls={urls}
          size={64}
          classes={{ list: styles.thumbs, link: styles.thumb }}
          alt={t.photoAlt}
          label={{ list: t.photoList, newTab: t.opensInNewTab }}
        />
      )}
      {canAdd && (
        <div className={styles.photoPick}>
          <PhotoFileInput
            id={id}
            label={t.photoAdd}
            busy={sending}
            describedBy={`${titleId} ${id}-count`}
            onChoose={(files) => void choose(files)}
          />
          <span id={`${id}-count`} className={styles.photoCount}>
            {sending ? t.photoUploading : t.photoCount(urls.length, MAX_PHOTOS)}
          </span>
        </div>
      )}
      <AlertText message={problem} className={styles.error} />
    </div>
  );
}
