import { Search } from 'lucide-react';
import { useState } from 'react';
import { KakaoPostcodeEmbed } from 'react-daum-postcode';
import { useFormContext } from 'react-hook-form';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { type AddressValue, addressFromPostcode } from './address';
import styles from './address-fields.module.css';
import { addressText as t } from './messages';
import { usePostcode } from './use-postcode';

/**
 * 우편번호, 기본 주소 and 상세 주소 inside a react-hook-form form whose values include
 * `post_code`, `address` and `detail_address`. The postcode search fills the first two; the
 * shopper may type them instead, and must when the search cannot load.
 */
export function AddressFields({ legend = t.legend }: { legend?: string }) {
  const { setValue, setFocus } = useFormContext<AddressValue>();
  const { status, scriptUrl } = usePostcode();
  const [manualChosen, setManualChosen] = useState(false);
  const [searching, setSearching] = useState(false);
  const unavailable = status === 'off' || status === 'failed';
  const manual = manualChosen || unavailable;

  function onFound(data: Parameters<typeof addressFromPostcode>[0]) {
    const found = addressFromPostcode(data);
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('post_code', found.post_code, options);
    setValue('address', found.address, options);
    setSearching(false);
    // After the dialog has handed focus back, move on to the line the shopper types.
    setTimeout(() => setFocus('detail_address'), 0);
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.postRow}>
        <FormField
          name="post_code"
          label={t.postCode}
          className={styles.postCode}
          readOnly={!manual}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
        {!unavailable && (
          <Button
            variant="secondary"
            className={styles.searchButton}
            onClick={() => setSearching(true)}
            loading={status === 'loading'}
          >
            <Search size={16} strokeWidth={1.5} aria-hidden />
            {t.search}
          </Button>
        )}
      </div>
      <FormField name="address" label={t.address} readOnly={!manual} autoComplete="address-line1" />
      <FormField
        name="detail_address"
        label={t.detail}
        placeholder={t.detailPlaceholder}
        autoComplete="address-line2"
      />
      <div className={styles.modeRow}>
        {unavailable ? (
          <p role="status" className={styles.note}>
            {status === 'off' ? t.searchOff : t.searchUnavailable}
          </p>
        ) : (
          <>
            <p className={styles.note}>{manual ? t.manualHint : t.searchHint}</p>
            <button
              type="button"
              className={styles.modeButton}
              onClick={() => setManualChosen((v) => !v)}
            >
              {manual ? t.backToSearch : t.manual}
            </button>
          </>
        )}
      </div>
      <Modal
        open={searching && status === 'ready'}
        onClose={() => setSearching(false)}
        title={t.searchTitle}
        size="fill"
      >
        <h2 className={styles.dialogTitle}>{t.searchTitle}</h2>
        <div className={styles.embed}>
          <KakaoPostcodeEmbed
            scriptUrl={scriptUrl}
            onComplete={onFound}
            autoClose
            style={{ height: '100%' }}
          />
        </div>
      </Modal>
    </fieldset>
  );
}
