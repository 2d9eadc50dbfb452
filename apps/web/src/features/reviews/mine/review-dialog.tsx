import { type FormEvent, useId, useRef, useState } from 'react';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useNotify } from '../../../shared/ui/notify';
import { ProductPicture } from '../../../shared/ui/product-picture';
import { FitChoice } from './fit-choice';
import { myReviewText as t } from './messages';
import { useEditReview, useWriteReview } from './my-reviews-api';
import { ReviewBodyField } from './review-body-field';
import styles from './review-dialog.module.css';
import {
  checkDraft,
  DRAFT_FIELDS,
  type DraftErrors,
  type DraftField,
  draftOf,
  emptyDraft,
  type ReviewDraft,
  refusalOf,
} from './review-draft';
import { ReviewPhotoPicker } from './review-photo-picker';
import { photoTotal, type ReviewPhotos } from './review-photos';
import { ReviewProfileFields } from './review-profile-fields';
import { productOf, type ReviewTarget } from './review-target';
import { StarRatingInput } from './star-rating-input';

/** The message each draft key's check writes to. */
const fieldOf: Record<keyof ReviewDraft, DraftField> = {
  rating: 'rating',
  fit: 'fit',
  body: 'body',
  height: 'height_cm',
  weight: 'weight_kg',
  usualSize: 'usual_size',
};

/**
 * 구매평 쓰기 / 수정: the stars, the fit, the text, photos and, optionally, the writer's build.
 * Checked with the contract's rules before sending; the server's refusals go under the fields
 * they name or above the buttons. The whole screen on a phone, with the buttons kept in reach at
 * the bottom while the form scrolls.
 */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const titleId = useId();
  const editing = target.kind === 'edit';
  const title = editing ? t.editTitle : t.writeTitle;
  const product = productOf(target);
  const [draft, setDraft] = useState<ReviewDraft>(() =>
    target.kind === 'edit' ? draftOf(target.review) : emptyDraft,
  );
  const [photos, setPhotos] = useState<ReviewPhotos>(() => ({
    kept: target.kind === 'edit' ? target.review.photo_urls : [],
    added: [],
  }));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const write = useWriteReview();
  const edit = useEditReview();
  const notify = useNotify();

  /** Once a send was tried, the message of the field changed follows the typing. */
  function change<K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (!tried) return;
    const field = fieldOf[key];
    setErrors((current) => ({ ...current, [field]: checkDraft(next).errors?.[field] }));
  }

  function changePhotos(next: ReviewPhotos) {
    setPhotos(next);
    setErrors((current) => ({ ...current, photos: undefined }));
  }

  /** The first field with a message gets focus: its chosen radio, or its first control. */
  function focusFirst(found: DraftErrors) {
    const field = DRAFT_FIELDS.find((name) => found[name]);
    const box = field && formRef.current?.querySelector(`[data-field="${field}"]`);
    if (!box) return;
    const control =
      box.querySelector<HTMLElement>('input:checked') ??
      box.querySelector<HTMLElement>('input, textarea');
    control?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    setProblem(undefined);
    const checked = checkDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      if (target.kind === 'write') {
        const review = await write(
          { order_line_id: target.line.order_line_id, ...checked.values },
          photos.added,
        );
        notify(t.written(review.reward_points));
      } else {
        await edit(
          target.review.id,
          { ...checked.values, keep_photo_urls: photos.kept },
          photos.added,
        );
        notify(t.saved);
      }
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.fields);
      setProblem(refusal.form);
      setSending(false);
      focusFirst(refusal.fields);
    }
  }

  return (
    <Modal open onClose={onClose} title={title} labelledBy={titleId} size="fill">
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.product}>
        <div className={styles.productThumb}>
          {product.image && (
            <ProductPicture src={product.image} sizes="56px" alt="" width={56} height={70} />
          )}
        </div>
        <div className={styles.productText}>
          <p className={styles.productName}>{product.name}</p>
          <p className={styles.productOption}>{product.option}</p>
        </div>
      </div>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <StarRatingInput
          value={draft.rating}
          error={errors.rating}
          onChange={(rating) => change('rating', rating)}
        />
        <FitChoice value={draft.fit} error={errors.fit} onChange={(fit) => change('fit', fit)} />
        <ReviewBodyField
          value={draft.body}
          error={errors.body}
          onChange={(body) => change('body', body)}
        />
        <ReviewPhotoPicker photos={photos} error={errors.photos} onChange={changePhotos} />
        <ReviewProfileFields draft={draft} errors={errors} onChange={change} />
        <div className={styles.submitBar}>
          {!editing && <p className={styles.reward}>{t.rewardHint(photoTotal(photos))}</p>}
          <AlertText message={problem} className={styles.error} />
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={sending}>
              {editing ? t.submitEdit : t.submitWrite}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
