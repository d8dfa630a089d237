import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './back-home-page.css';

interface BackHomePageProps {
  /** The page's only h1. */
  title: string;
  /** The browser tab's name. */
  documentTitle: string;
  children: ReactNode;
}

/** The bar's link to /home, worded as SPEC's 'Back to Home' under a verdict. */
const BACK_HOME = 'Back to Home';

/**
 * The frame of a signed-in page of its own (profile, leaderboard, a result, an invitation): a bar
 * back home, then the page.
 */
export function BackHomePage({ title, documentTitle, children }: BackHomePageProps) {
  useDocumentTitle(documentTitle);
  return (
    <div className="back-home-page">
      <header className="back-home-page__bar">
        <Link to="/home" className="back-link">
          <ArrowLeft className="back-link__icon" aria-hidden="true" /> {BACK_HOME}
        </Link>
      </header>
      <main className="page page--narrow back-home-page__main">
        <h1 className="back-home-page__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
