// The gallery's index: every scenario as a link per theme, for review.
import { THEMES, scenarioPath, scenarios } from './scenarios.js';

export function Index({ unknown }: { unknown?: string }) {
  return (
    <main className="gallery-index">
      <h1>Wallet modal gallery</h1>
      {unknown ? <p role="alert">{`No scenario named “${unknown}”.`}</p> : null}
      <p>Every view of the modal in every state, in both themes. Each link opens the real modal.</p>
      <ul>
        {scenarios.map(({ id, title }) => (
          <li key={id}>
            <span>{title}</span>
            {THEMES.map((theme) => (
              <a key={theme} href={scenarioPath(id, theme)}>
                {theme}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </main>
  );
}
