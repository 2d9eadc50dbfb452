import { ArrowRight } from 'lucide-react';
import { Link } from '../../shared/routing';
import { TermRow } from '../../shared/ui/term-row';
import styles from './blocks.module.css';

/** The pieces the guide and the policy are written in (content modules hold data, not JSX). */
export type Block =
  | { kind: 'h3'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'note'; text: string }
  | {
      kind: 'table';
      caption: string;
      head: readonly string[];
      rows: readonly (readonly string[])[];
    }
  /** Key figures shown large: 3,000원 / 배송비. */
  | { kind: 'figures'; items: readonly { value: string; label: string }[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] }
  | { kind: 'facts'; items: readonly { term: string; detail: string; href?: string }[] }
  | { kind: 'links'; items: readonly { label: string; to: string }[] };

/** A titled part of a page written in blocks; its id is the anchor it is reached by. */
export interface Section<Id extends string = string> {
  id: Id;
  title: string;
  blocks: readonly Block[];
}

/** Renders a list of blocks; keys come from the text, which is unique within a section. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'h3':
      return <h3 className={styles.h3}>{block.text}</h3>;
    case 'p':
      return <p className={styles.p}>{block.text}</p>;
    case 'note':
      return <p className={styles.note}>{block.text}</p>;
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag className={block.ordered ? styles.ordered : styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Tag>
      );
    }
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={cell} scope="row">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static row
                      <td key={index} data-label={block.head[index]}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'figures':
      return (
        <dl className={styles.figures}>
          {block.items.map((item) => (
            <TermRow key={item.label} term={item.label}>
              {item.value}
            </TermRow>
          ))}
        </dl>
      );
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.items.map((step, index) => (
            <li key={step.title}>
              <span className={styles.stepIndex} aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </span>
              <strong className={styles.stepTitle}>{step.title}</strong>
              <span className={styles.stepText}>{step.text}</span>
            </li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <dl className={styles.facts}>
          {block.items.map((item) => (
            <TermRow key={item.term} term={item.term}>
              {item.href ? <a href={item.href}>{item.detail}</a> : item.detail}
            </TermRow>
          ))}
        </dl>
      );
    case 'links':
      return (
        <p className={styles.links}>
          {block.items.map((item) => (
            <Link key={item.to} to={item.to} className={styles.link}>
              {item.label}
              <ArrowRight size={14} strokeWidth={1.5} aria-hidden />
            </Link>
          ))}
        </p>
      );
  }
}
