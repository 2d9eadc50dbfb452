import { Controller, useFormContext } from 'react-hook-form';
import { Link } from '../../../shared/routing';
import { catalogText } from './catalog-text';
import { useAdminCategories } from './categories-api';
import styles from './categories-page.module.css';
import { categoryChoices } from './category-tree';
import type { ProductFormValues } from './product-form';

const t = catalogText.productCategories;

/** The categories a product is listed in: every one of the tree, a child under its parent. */
export function CategoryFields() {
  const { control } = useFormContext<ProductFormValues>();
  const tree = useAdminCategories();
  const choices = categoryChoices(tree.data?.categories ?? []);
  return (
    <Controller
      control={control}
      name="category_ids"
      render={({ field }) => (
        <fieldset className={styles.picker} aria-describedby="category-fields-hint">
          <legend className="visually-hidden">{t.legend}</legend>
          <p id="category-fields-hint" className={styles.hint}>
            {t.hint} <Link to="/admin/categories">{t.manage}</Link>
          </p>
          <ul className={styles.choices}>
            {choices.map((c) => (
              <li key={c.id} className={c.depth ? styles.childChoice : undefined}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(c.id)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? [...field.value, c.id]
                          : field.value.filter((id) => id !== c.id),
                      )
                    }
                  />
                  {c.path}
                  {c.hidden && <span className={styles.hint}>{t.hidden}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    />
  );
}
