import { type Banner, bannerRequestSchema } from '@shop/contract/banners';
import { useNavigate } from 'react-router';
import { FormField } from '../../../shared/ui/form-field';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import styles from '../form.module.css';
import { adminText } from '../messages';
import { newOrSavedPage, RecordForm } from '../record-form';
import { useBanner, useSaveBanner } from './api';

const t = adminText.banners;

/** /admin/banners/new and /admin/banners/:id: the image, title and link of a home banner. */
export const AdminBannerFormPage = newOrSavedPage(useBanner, t.editTitle, BannerForm);

function BannerForm({ saved: banner }: { saved?: Banner }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveBanner();
  const { form, formRef, saveWith, error } = useAdminForm(bannerRequestSchema, {
    title: banner?.title ?? '',
    image_url: banner?.image_url ?? '',
    link_url: banner?.link_url ?? '',
    is_active: banner?.is_active ?? true,
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;
  const onValid = saveWith(async (body) => {
    await save.mutateAsync({ id: banner?.banner_id, body });
    notify(banner ? adminText.saved : t.write);
    navigate('/admin/banners');
  });
  return (
    <RecordForm
      title={banner ? t.editTitle : t.newTitle}
      form={form}
      formRef={formRef}
      onSubmit={onValid}
      error={error}
      listPath="/admin/banners"
      submitting={isSubmitting}
      submitLabel={banner ? t.save : t.publish}
    >
      <FormField name="title" label={t.title} />
      <FormField name="image_url" label={t.imageUrl} hint={t.imageHint} inputMode="url" />
      <FormField name="link_url" label={t.linkUrl} hint={t.linkHint} inputMode="url" />
      <label className={styles.check}>
        <input type="checkbox" {...register('is_active')} />
        {t.active}
      </label>
    </RecordForm>
  );
}
