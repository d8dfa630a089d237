import { InstallControl } from '@/features/install';
import { PushControlCard } from '@/features/push-settings';
import { ThemeSetting } from './theme-setting';
import './app-settings.css';

const SETTINGS_TITLE = 'App settings';

/** The home section's app settings: install the app, turn notifications on or off, the theme. */
export function AppSettings({ uid }: { uid: string }) {
  return (
    <section aria-labelledby="app-settings-heading" className="app-settings">
      <h2 id="app-settings-heading" className="section-title">
        {SETTINGS_TITLE}
      </h2>
      <div className="app-settings__grid">
        <InstallControl />
        <PushControlCard uid={uid} />
        <ThemeSetting />
      </div>
    </section>
  );
}
