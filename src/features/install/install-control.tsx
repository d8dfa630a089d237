import { useStore } from '@/hooks/use-store';
import { dismissIosGuidance, installState, promptInstall, subscribeInstall } from './install-store';
import { INSTALL_TEXT } from './install-texts';

/** Safari's Share symbol: a box with an arrow leaving it upwards. */
function ShareIcon() {
  return (
    <svg
      className="app-settings__share"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 8H6a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-2" />
      <path d="M12 15V3M8 7l4-4 4 4" />
    </svg>
  );
}

function install() {
  promptInstall().catch((error: unknown) => console.error('The install prompt failed', error));
}

/**
 * 'Install app' when the browser offered installation; Add-to-Home-Screen steps on iOS
 * Safari; nothing once installed.
 */
export function InstallControl() {
  const { canPrompt, installed, iosGuidance } = useStore(subscribeInstall, installState);
  if (installed || (!canPrompt && !iosGuidance)) return null;
  if (canPrompt) {
    return (
      <div className="app-settings__item">
        <h3 className="app-settings__title">{INSTALL_TEXT.title}</h3>
        <p className="app-settings__note">{INSTALL_TEXT.pitch}</p>
        <button type="button" className="button" onClick={install}>
          {INSTALL_TEXT.button}
        </button>
      </div>
    );
  }
  return (
    <div className="app-settings__item" role="note" aria-label={INSTALL_TEXT.iosTitle}>
      <h3 className="app-settings__title">{INSTALL_TEXT.iosTitle}</h3>
      <p className="app-settings__note">
        {INSTALL_TEXT.iosTapShare} <ShareIcon />
        {INSTALL_TEXT.iosThen} <strong>{INSTALL_TEXT.iosAddToHomeScreen}</strong>.
      </p>
      <button type="button" className="button button--secondary" onClick={dismissIosGuidance}>
        {INSTALL_TEXT.iosDismiss}
      </button>
    </div>
  );
}
