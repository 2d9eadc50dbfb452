import { type Banner, bannerRequestSchema } from '@shop/contract/banners';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../shared/ui/field';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import { AdminPageHeader } from '../admin-page-header';
import styles from '../form.module.css';
import { adminText } from '../messages';
import { NewOrSavedForm, RecordFormActions, useRecordId } from '../record-form';
import { useBanner, useSaveBanner } from './banner-api';

const t = adminText.banners;

/** /admin/banners/new and /admin/banners/:id: the image, title and link of a home banner. */
export function AdminBannerFormPage() {
  const id = useRecordId();
  const query = useBanner(id);
  return (
    <NewOrSavedForm
      id={id}
      query={query}
      editTitle={t.editTitle}
      form={(banner) => <BannerForm banner={banner} />}
    />
  );
}

function BannerForm({ banner }: { banner?: Banner }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveBanner();
  const [error, setError] = useState<string>();
  const { form, formRef, submitWith, showServerError } = useAdminForm(bannerRequestSchema, {
    title: banner?.title ?? '',
    image_url: banner?.image_url ?? '',
    link_url: banner?.link_url ?? '',
    is_active: banner?.is_active ?? true,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onValid = submitWith(async (body) => {
    setError(undefined);
    try {
      await save.mutateAsync({ id: banner?.banner_id, body });
      notify(banner ? adminText.saved : t.write);
      navigate('/admin/banners');
    } catch (e) {
      setError(showServerError(e));
    }
  });
  return (
    <>
      <AdminPageHeader title={banner ? t.editTitle : t.newTitle} />
      <form ref={formRef} onSubmit={onValid} noValidate className={styles.form}>
        <div className={styles.noticeFields}>
          <TextField label={t.title} error={errors.title?.message} {...register('title')} />
          <TextField
            label={t.imageUrl}
            hint={t.imageHint}
            error={errors.image_url?.message}
            inputMode="url"
            {...register('image_url')}
          />
          <TextField
            label={t.linkUrl}
            hint={t.linkHint}
            error={errors.link_url?.message}
            inputMode="url"
            {...register('link_url')}
          />
          <label className={styles.check}>
            <input type="checkbox" {...register('is_active')} />
            {t.active}
          </label>
        </div>
        <RecordFormActions error={error} listPath="/admin/banners" submitting={isSubmitting}>
          {banner ? t.save : t.publish}
        </RecordFormActions>
      </form>
    </>
  );
}
