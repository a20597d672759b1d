import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/config/app-config';
import { useInstallPrompt } from './use-install-prompt';

const INSTRUCTIONS = [
  {
    browser: 'Chrome',
    steps: 'Click the install icon in the address bar, or open the ⋮ menu and choose "Install app".',
  },
  {
    browser: 'Safari',
    steps: 'Tap the Share button, then "Add to Home Screen" (on a Mac: File → "Add to Dock").',
  },
  {
    browser: 'Edge',
    steps:
      'Click the "App available" icon in the address bar, or open the … menu → Apps → "Install this site as an app".',
  },
];

/** The floating 'Install {app}' card; it appears only when the browser offers installation. */
export function InstallCard() {
  const { state, canPrompt, install, dismiss } = useInstallPrompt();
  const [isShowingSteps, setIsShowingSteps] = useState(false);
  if (state !== 'available') return null;

  return (
    <aside
      aria-labelledby="install-card-title"
      className="fixed right-4 bottom-4 left-4 z-40 rounded-lg border bg-card p-4 shadow-lg sm:left-auto sm:w-80"
    >
      <div className="flex items-start gap-3">
        <Download className="mt-0.5 size-5 shrink-0 text-brand-text" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="install-card-title" className="font-semibold">
            Install {appConfig.appName}
          </h2>
          <p className="text-sm text-muted-foreground">Get a native app experience</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 size-8"
          aria-label="Dismiss"
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 flex gap-2">
        {canPrompt && (
          <Button size="sm" onClick={() => void install()}>
            Install
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsShowingSteps((shown) => !shown)}
          aria-expanded={isShowingSteps}
        >
          How to install
        </Button>
      </div>
      {isShowingSteps && (
        <ul className="mt-3 space-y-2 text-sm">
          {INSTRUCTIONS.map(({ browser, steps }) => (
            <li key={browser}>
              <span className="font-medium">{browser}:</span> {steps}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
