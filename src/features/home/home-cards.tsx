import { Eye, Mic, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import { HOME_SECTION_TITLE, HOME_TEXT } from './home-texts';
import './home.css';

/**
 * The home section: start a debate or join one. `lead` and `children` are cards other
 * features add to the same grid, before and after these (Quick Match first, the fastest way
 * into a debate; Practice with AI last), composed by the home route.
 */
export function HomeCards({
  onSection,
  lead,
  children,
}: {
  onSection(section: string): void;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="home-heading" className="home-cards">
      <h2 id="home-heading" className="section-title">
        {HOME_TEXT.cardsHeading}
      </h2>
      <div className="home-cards__grid">
        {lead}
        <button type="button" className="home-card" onClick={() => onSection('create-debate')}>
          <span className="home-card__icon" aria-hidden="true">
            <Mic size={28} />
          </span>
          <span className="home-card__title">{HOME_SECTION_TITLE['create-debate']}</span>
          <span className="home-card__text">{HOME_TEXT.createText}</span>
        </button>
        <button type="button" className="home-card" onClick={() => onSection('browse-debates')}>
          <span className="home-card__icon" aria-hidden="true">
            <Swords size={28} />
          </span>
          <span className="home-card__title">{HOME_SECTION_TITLE['browse-debates']}</span>
          <span className="home-card__text">{HOME_TEXT.joinText}</span>
        </button>
        <button type="button" className="home-card" onClick={() => onSection('watch-debates')}>
          <span className="home-card__icon" aria-hidden="true">
            <Eye size={28} />
          </span>
          <span className="home-card__title">{HOME_SECTION_TITLE['watch-debates']}</span>
          <span className="home-card__text">{HOME_TEXT.watchText}</span>
        </button>
        {children}
      </div>
    </section>
  );
}
