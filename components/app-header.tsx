import { openOptionsPage } from '@/lib/browser/open-options';
import { openSidePanel } from '@/lib/browser/side-panel';
import type { Draft } from '@/lib/ui/draft';

interface AppHeaderProps {
  screen: Draft['screen'];
  /** Global mock mode is on (Settings): every run answers with mock data. */
  mock: boolean;
  /** The window whose side panel the popup can open; null where there is none (or in the side panel). */
  sidePanelWindow: number | null;
  onScreen(screen: Draft['screen']): void;
}

const SCREENS: Array<[Draft['screen'], string]> = [
  ['run', 'Extract'],
  ['batch', 'Many pages'],
  ['history', 'History'],
];

/**
 * Quarry's title, the screens and the ways out (side panel, settings), on one line of the
 * 420 px popup: the ways out are icons, named by aria-label for screen readers and by title
 * for the pointer. Global mock mode is said on a line of its own below.
 */
export function AppHeader({ screen, mock, sidePanelWindow, onScreen }: AppHeaderProps): React.JSX.Element {
  return (
    <>
      <header className="app-header">
        <h1>Quarry</h1>
        <nav aria-label="Screens" className="screens">
          {SCREENS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-current={screen === value ? 'page' : undefined}
              onClick={() => onScreen(value)}
            >
              {label}
            </button>
          ))}
          {sidePanelWindow !== null && (
            <button
              type="button"
              className="header-icon"
              aria-label="Side panel"
              title="Side panel: keep Quarry open beside the page"
              onClick={() => void openSidePanel(sidePanelWindow).then(() => window.close())}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" fill="none" stroke="currentColor" />
                <rect x="9.5" y="3" width="4.5" height="10" fill="currentColor" opacity="0.45" />
                <path d="M9.5 2.5v11" stroke="currentColor" />
              </svg>
            </button>
          )}
          <button
            type="button"
            className="header-icon"
            aria-label="Settings"
            title="Settings"
            onClick={openOptionsPage}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M8 1.5l1.1 1.6 1.9-.5.4 1.9 1.9.4-.5 1.9 1.6 1.1-1.6 1.1.5 1.9-1.9.4-.4 1.9-1.9-.5L8 14.5l-1.1-1.6-1.9.5-.4-1.9-1.9-.4.5-1.9L1.5 8l1.6-1.1-.5-1.9 1.9-.4.4-1.9 1.9.5z"
                fill="none"
                stroke="currentColor"
                strokeLinejoin="round"
              />
              <circle cx="8" cy="8" r="2.2" fill="none" stroke="currentColor" />
            </svg>
          </button>
        </nav>
      </header>
      {/* Below the header rather than in it: a state of every run, said in full, and room for the buttons. */}
      {mock && (
        <p className="mock-banner" role="note">
          Global mock mode is on: every run answers with mock data. Turn it off in Settings.
        </p>
      )}
    </>
  );
}
