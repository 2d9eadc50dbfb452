import { type AdminItem, ITEM_IMAGE_FIELD } from '@shop/contract/admin-catalog';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from '../../../shared/routing';
import { FormField } from '../../../shared/ui/form-field';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import { AdminPageHeader } from '../admin-page-header';
import { adminApi, adminPath } from '../api-client';
import styles from '../form.module.css';
import { adminText } from '../messages';
import page from '../page.module.css';
import { errorMessage } from '../query-state';
import { newOrSavedPage, RecordFormActions } from '../record-form';
import { StatusBadge } from '../status-badge';
import { useAdminItem, useArrangeImages, useSaveItem, useUploadImages } from './api';
import { catalogText } from './catalog-text';
import { CategoryFields } from './category-fields';
import { type ImageEntry, ImageList, moved } from './image-list';
import { KeyValueFields } from './key-value-fields';
import { MeasurementsSection } from './measurements-section';
import { OptionFields } from './option-fields';
import { emptyProduct, productFormSchema, productToForm } from './product-form';
import { StockHistory } from './stock-history';

const t = adminText.productForm;

/** /admin/products/new and /admin/products/:id: the product form with its options and images. */
export const AdminProductFormPage = newOrSavedPage(useAdminItem, t.editTitle, ProductForm);

function ProductForm({ saved: item }: { saved?: AdminItem }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveItem(item?.item_id);
  const [staged, setStaged] = useState<(ImageEntry & { file: File })[]>([]);
  const { form, formRef, saveWith, error } = useAdminForm(
    productFormSchema,
    item ? productToForm(item) : emptyProduct,
  );
  const {
    register,
    formState: { isSubmitting },
  } = form;

  // The previews of files not yet uploaded are object URLs, released when the page is left.
  const stagedRef = useRef(staged);
  stagedRef.current = staged;
  useEffect(
    () => () => {
      for (const s of stagedRef.current) URL.revokeObjectURL(s.src);
    },
    [],
  );

  const onValid = saveWith(async (body) => {
    const saved = await save.mutateAsync(body);
    if (!item && staged.length) {
      await uploadAfterCreate(
        saved.item_id,
        staged.map((s) => s.file),
      );
    }
    notify(item ? adminText.saved : t.created);
    if (!item) navigate(`/admin/products/${saved.item_id}`, { replace: true });
    else form.reset(productToForm(saved));
  });

  async function uploadAfterCreate(itemId: number, files: File[]) {
    const formData = new FormData();
    for (const file of files) formData.append(ITEM_IMAGE_FIELD, file);
    await adminApi(adminPath(`/items/${itemId}/images`), { method: 'POST', body: formData });
  }

  return (
    <>
      <AdminPageHeader
        title={item ? t.editTitle : t.newTitle}
        lead={
          item ? (
            <>
              {item.name} ·{' '}
              {item.is_hidden ? (
                <StatusBadge tone="muted">숨김</StatusBadge>
              ) : (
                <StatusBadge>판매중</StatusBadge>
              )}
            </>
          ) : (
            t.newLead
          )
        }
        actions={
          item && !item.is_hidden ? (
            <Link to={`/product/${item.item_id}`} className={styles.viewLink}>
              {t.viewInShop}
            </Link>
          ) : undefined
        }
      />
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onValid} noValidate className={styles.form}>
          <LabelledSection id="basic-title" className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>{t.basic}</SectionHeading>
            <div className={page.formGrid}>
              <FormField name="name" label={t.name} autoComplete="off" />
              <FormField
                name="code"
                label={catalogText.productCode.label}
                hint={catalogText.productCode.hint}
                autoComplete="off"
              />
              <FormField name="price" number label={t.price} min={0} />
              <div className={`${styles.textareaField} ${page.full}`}>
                <label htmlFor="product-description" className={styles.label}>
                  {t.description}
                </label>
                <textarea
                  id="product-description"
                  rows={5}
                  className={styles.textarea}
                  {...register('description')}
                />
              </div>
              <FormField
                name="sale_starts_at"
                label={t.saleStartsAt}
                type="datetime-local"
                hint={t.saleStartsAtHint}
              />
              <FormField
                name="max_per_member"
                number
                label={t.maxPerMember}
                min={1}
                hint={t.maxPerMemberHint}
              />
              <label className={`${styles.check} ${page.full}`}>
                <input type="checkbox" {...register('is_hidden')} />
                {t.hidden}
              </label>
            </div>
          </LabelledSection>

          <LabelledSection id="categories-title" className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>
              {catalogText.productCategories.legend}
            </SectionHeading>
            <CategoryFields />
          </LabelledSection>

          <LabelledSection id="options-title" className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>{t.options}</SectionHeading>
            <OptionFields existing={item?.options ?? []} />
          </LabelledSection>

          {item && (
            <LabelledSection id="stock-history-title" className={styles.section}>
              <SectionHeading className={styles.sectionTitle}>
                {adminText.stockHistory.title}
              </SectionHeading>
              <StockHistory itemId={item.item_id} />
            </LabelledSection>
          )}

          <LabelledSection id="images-title" className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>{t.images}</SectionHeading>
            {item ? (
              <SavedImages item={item} />
            ) : (
              <ImageList
                images={staged}
                onAdd={(files) =>
                  setStaged((list) => [
                    ...list,
                    ...files.map((file) => ({
                      key: `${file.name}-${file.lastModified}-${Math.random()}`,
                      src: URL.createObjectURL(file),
                      file,
                    })),
                  ])
                }
                onMove={(from, to) => setStaged((list) => moved(list, from, to))}
                onRemove={(index) =>
                  setStaged((list) => {
                    const gone = list[index];
                    if (gone) URL.revokeObjectURL(gone.src);
                    return list.filter((_, i) => i !== index);
                  })
                }
              />
            )}
          </LabelledSection>

          <LabelledSection id="info-title" className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>{t.info}</SectionHeading>
            <div className={styles.maps}>
              <KeyValueFields name="details" title={t.details} />
              <KeyValueFields name="fit_sizing" title={t.fitSizing} />
              <KeyValueFields name="fabric" title={t.fabric} />
            </div>
          </LabelledSection>

          <RecordFormActions error={error} listPath="/admin/products" submitting={isSubmitting}>
            {item ? t.save : t.create}
          </RecordFormActions>
        </form>
      </FormProvider>
      {/* Its own form (forms do not nest), saved apart from the product's. */}
      {item && <MeasurementsSection item={item} />}
    </>
  );
}

/** The saved product's images: each change goes to the server at once. */
function SavedImages({ item }: { item: AdminItem }) {
  const upload = useUploadImages(item.item_id);
  const arrange = useArrangeImages(item.item_id);
  const notify = useNotify();
  const urls = item.image_urls;
  const fail = (e: unknown) => notify(errorMessage(e), 'alert');
  return (
    <ImageList
      images={urls.map((src) => ({ key: src, src }))}
      busy={upload.isPending || arrange.isPending}
      onAdd={(files) =>
        upload.mutate(files, { onSuccess: () => notify(t.imagesAdded), onError: fail })
      }
      onMove={(from, to) => arrange.mutate(moved(urls, from, to), { onError: fail })}
      onRemove={(index) =>
        arrange.mutate(
          urls.filter((_, i) => i !== index),
          { onSuccess: () => notify(t.imageRemoved), onError: fail },
        )
      }
    />
  );
}
