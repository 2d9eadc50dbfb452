import { type KeyboardEvent, useId, useRef } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useSearchParams } from '../../shared/routing';
import { PageHeader } from '../../shared/ui/page-header';
import { TabButton } from '../../shared/ui/tab-button';
import { tabAfterKey } from '../../shared/ui/tab-keys';
import styles from './account-page.module.css';
import { FindIdForm } from './find-id-form';
import { FindPasswordForm } from './find-password-form';
import { accountText } from './messages';
import pageStyles from './page.module.css';

const text = accountText.find;
const tabs = [
  { key: 'id', label: text.idTab },
  { key: 'password', label: text.passwordTab },
] as const;
type Tab = (typeof tabs)[number]['key'];

/** Find ID / find password (docs/api.md#pages-and-menu): two tabs, arrows move between them. `?tab=password`. */
export function AccountPage() {
  usePageTitle(text.title);
  const [params, setParams] = useSearchParams();
  const current: Tab = params.get('tab') === 'password' ? 'password' : 'id';
  const id = useId();
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ id: null, password: null });

  const select = (tab: Tab, focus = false) => {
    setParams(tab === 'id' ? {} : { tab }, { replace: true });
    if (focus) buttons.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === current);
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]!.key, true);
  };

  return (
    <section className={pageStyles.page}>
      <PageHeader eyebrow={accountText.eyebrow} title={text.title} lead={text.lead} />
      <div role="tablist" aria-label={text.tabsLabel} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <TabButton
            key={tab.key}
            buttonRef={(el) => {
              buttons.current[tab.key] = el;
            }}
            id={`${id}-${tab.key}-tab`}
            selected={current === tab.key}
            controls={`${id}-${tab.key}-panel`}
            className={styles.tab}
            onSelect={() => select(tab.key)}
          >
            {tab.label}
          </TabButton>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={current !== tab.key}
          className={styles.panel}
        >
          {tab.key === 'id' ? (
            <FindIdForm onFindPassword={() => select('password', true)} />
          ) : (
            <FindPasswordForm />
          )}
        </div>
      ))}
    </section>
  );
}
