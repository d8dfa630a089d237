import type { ReactNode } from 'react';
import { INFO_PAGES_TEXT } from './info-pages-texts';

/** One titled section of a long public page; its id is the in-page anchor. */
export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A group of sections under its own heading, such as the Terms of Service. */
export interface DocPart {
  id: string;
  title: string;
  sections: readonly DocSection[];
}

interface SectionProps {
  section: DocSection;
  level: 2 | 3;
  /** Legal text is numbered so that "section 14" means one thing in the whole document. */
  number?: number;
}

export function DocSectionView({ section, level, number }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="doc-section">
      <Heading id={section.id} className="doc-section__title">
        {number === undefined ? section.title : `${number}. ${section.title}`}
      </Heading>
      {section.body}
    </section>
  );
}

interface TocEntry {
  id: string;
  label: string;
  children?: readonly TocEntry[];
}

/** The page's table of contents: in-page links that work without JavaScript routing. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        {INFO_PAGES_TEXT.contents}
      </h2>
      <TocList entries={entries} />
    </nav>
  );
}

function TocList({ entries, nested = false }: { entries: readonly TocEntry[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {entries.map((entry) => (
        <li key={entry.id} className="toc__item">
          <a className="toc__link" href={`#${entry.id}`}>
            {entry.label}
          </a>
          {entry.children && <TocList entries={entry.children} nested />}
        </li>
      ))}
    </ul>
  );
}

/** Table-of-contents entries for numbered parts, numbering their sections straight through. */
export function tocForParts(parts: readonly DocPart[]): TocEntry[] {
  let number = 0;
  return parts.map((part) => ({
    id: part.id,
    label: part.title,
    children: part.sections.map((section) => ({
      id: section.id,
      label: `${++number}. ${section.title}`,
    })),
  }));
}

/** Renders parts (h2) and their sections (h3), numbering sections straight through. */
export function DocParts({ parts }: { parts: readonly DocPart[] }) {
  let number = 0;
  return parts.map((part) => (
    <section key={part.id} className="doc-part">
      <h2 id={part.id} className="doc-part__title">
        {part.title}
      </h2>
      {part.sections.map((section) => (
        <DocSectionView key={section.id} section={section} level={3} number={++number} />
      ))}
    </section>
  ));
}
