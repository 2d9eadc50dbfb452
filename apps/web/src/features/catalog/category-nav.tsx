import type { CategoryTree } from '@shop/contract/search';
import { Link } from '../../shared/routing';
import styles from './category-nav.module.css';
import { type ListParams, listHref } from './list-params';
import { listText as t } from './list-text';

export interface CategoryPlace {
  /** The top category: the one shown, or the parent of the child shown. */
  top: { name: string; slug: string; children: { name: string; slug: string }[] };
  child: { name: string; slug: string } | null;
}

/** Where a slug sits in the tree; undefined for a slug the tree does not have. */
export function placeOf(tree: CategoryTree, slug: string | null): CategoryPlace | undefined {
  if (!slug) return undefined;
  for (const top of tree) {
    if (top.slug === slug) return { top, child: null };
    const child = top.children.find((c) => c.slug === slug);
    if (child) return { top, child };
  }
  return undefined;
}

/** 홈 > 아우터 > 코트: every step but the last a link. */
export function Breadcrumb({ place }: { place: CategoryPlace | undefined }) {
  const steps: { label: string; to: string }[] = [
    { label: t.home, to: '/' },
    { label: t.allProducts, to: '/products' },
  ];
  if (place) steps.push({ label: place.top.name, to: listHref({ category: place.top.slug }) });
  if (place?.child)
    steps.push({ label: place.child.name, to: listHref({ category: place.child.slug }) });
  return (
    <nav aria-label={t.breadcrumb} className={styles.breadcrumb}>
      <ol>
        {steps.map((step, i) => (
          <li key={step.to}>
            {i === steps.length - 1 ? (
              <span aria-current="page">{step.label}</span>
            ) : (
              <Link to={step.to}>{step.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The categories to go on to: the top categories on the whole list, a top category's children
 * (and 전체 for itself), a child's siblings. Other filters are kept.
 */
export function CategoryLinks({
  tree,
  place,
  params,
}: {
  tree: CategoryTree;
  place: CategoryPlace | undefined;
  params: ListParams;
}) {
  const links = place
    ? [
        { label: t.all, slug: place.top.slug },
        ...place.top.children.map((c) => ({ label: c.name, slug: c.slug })),
      ]
    : [{ label: t.all, slug: '' }, ...tree.map((c) => ({ label: c.name, slug: c.slug }))];
  if (links.length <= 1) return null;
  const current = place?.child?.slug ?? place?.top.slug ?? '';
  return (
    <nav aria-label={t.subcategories} className={styles.links}>
      <ul>
        {links.map((link) => (
          <li key={link.slug || 'all'}>
            <Link
              to={listHref({ ...params, category: link.slug || null, page: 1 })}
              aria-current={link.slug === current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
