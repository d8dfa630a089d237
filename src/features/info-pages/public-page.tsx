import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { INFO_PAGES_TEXT } from './info-pages-texts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './public-page.css';

interface PublicPageProps {
  /** The page's only h1. */
  title: string;
  /** The browser tab's name. */
  documentTitle: string;
  /** Shown under the title: an effective date, a summary. */
  intro?: ReactNode;
  /** The other public page, linked from the footer. */
  otherPage: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the public pages (policy, how it works): readable signed in or out. */
export function PublicPage({ title, documentTitle, intro, otherPage, children }: PublicPageProps) {
  useDocumentTitle(documentTitle);
  useScrollToHash();
  return (
    <div className="public-page">
      <header className="public-page__header">
        <div className="public-page__bar">
          {/* `/` sends a signed-in reader on to /home. */}
          <Link to="/" className="back-link">
            <ArrowLeft className="back-link__icon" aria-hidden="true" /> {INFO_PAGES_TEXT.backToApp}
          </Link>
        </div>
      </header>
      <main id="main" className="page page--narrow public-page__main">
        <h1 className="public-page__title">{title}</h1>
        {intro}
        {children}
      </main>
      <footer className="public-page__footer">
        <nav className="public-page__footer-nav" aria-label={INFO_PAGES_TEXT.moreAbout}>
          <Link to={otherPage.to}>{otherPage.label}</Link>
          <a href="#main">{INFO_PAGES_TEXT.backToTop}</a>
        </nav>
      </footer>
    </div>
  );
}

/**
 * These pages are lazy chunks, so a link such as /policy#your-rights arrives before its
 * target exists and the browser's own jump to the anchor finds nothing: jump once rendered.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // a malformed address: stay at the top
    }
    document.getElementById(id)?.scrollIntoView?.();
  }, [hash]);
}
