import { type Banner, bannerRequestSchema } from '@shop/contract/banners';
import { FormField } from '../../../shared/ui/form-field';
import { useAdminForm } from '../admin-form';
import styles from '../form.module.css';
import { adminText } from '../messages';
import { newOrSavedPage, RecordForm } from '../record-form';
import { useBanner, useSaveBanner } from './api';

const t = adminText.banners;

/** /admin/banners/new and /admin/banners/:id: the image, title and link of a home banner. */
export const AdminBannerFormPage = newOrSavedPage(useBanner, t.editTitle, BannerForm);

function BannerForm({ saved: banner }: { saved?: Banner }) {
  const save = useSaveBanner();
  const editor = useAdminForm(bannerRequestSchema, {
    title: banner?.title ?? '',
    image_url: banner?.image_url ?? '',
    link_url: banner?.link_url ?? '',
    is_active: banner?.is_active ?? true,
  });
  return (
    <RecordForm
      text={t}
      saved={banner !== undefined}
      editor={editor}
      save={(body) => save.mutateAsync({ id: banner?.banner_id, body })}
      createdMessage={t.write}
      listPath="/admin/banners"
    >
      <FormField name="title" label={t.title} />
      <FormField name="image_url" label={t.imageUrl} hint={t.imageHint} inputMode="url" />
      <FormField name="link_url" label={t.linkUrl} hint={t.linkHint} inputMode="url" />
      <label className={styles.check}>
        <input type="checkbox" {...editor.form.register('is_active')} />
        {t.active}
      </label>
    </RecordForm>
  );
}
