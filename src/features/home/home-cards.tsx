/** The home section: start a debate or join one. */
export function HomeCards({ onSection }: { onSection(section: string): void }) {
  return (
    <section aria-labelledby="home-heading" className="home-cards">
      <h2 id="home-heading" className="section-title">
        What would you like to do?
      </h2>
      <div className="home-cards__grid">
        <button type="button" className="home-card" onClick={() => onSection('create-debate')}>
          <span className="home-card__icon" aria-hidden="true">
            🎤
          </span>
          <span className="home-card__title">Start a Debate</span>
          <span className="home-card__text">
            Pick a topic, state your stance and wait for a challenger.
          </span>
        </button>
        <button type="button" className="home-card" onClick={() => onSection('browse-debates')}>
          <span className="home-card__icon" aria-hidden="true">
            ⚔️
          </span>
          <span className="home-card__title">Join a Debate</span>
          <span className="home-card__text">Browse open debate requests and accept one.</span>
        </button>
      </div>
    </section>
  );
}
