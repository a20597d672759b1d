import { Monitor, Moon, Sun } from 'lucide-react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { cn } from '@/lib/utils';
import { THEMES, type Theme } from './theme';
import { useTheme } from './theme-provider';

const OPTIONS: Record<Theme, { label: string; Icon: typeof Sun }> = {
  light: { label: 'Light', Icon: Sun },
  dark: { label: 'Dark', Icon: Moon },
  system: { label: 'System', Icon: Monitor },
};

/**
 * A compact light/dark/system switch for visitors, who have no settings page. Native radios
 * (visually hidden) give arrow-key navigation and the right announcements for free.
 */
export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  // On the prerendered pages a choice made before React has hydrated would be lost (Button says
  // more): the radios wait, disabled, until it has.
  const isHydrated = useIsHydrated();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Theme</legend>
      <span aria-hidden="true" className="text-sm text-muted-foreground">
        Theme
      </span>
      <div className="flex rounded-md border p-0.5">
        {THEMES.map((value) => {
          const { label, Icon } = OPTIONS[value];
          const isSelected = theme === value;
          return (
            <label
              key={value}
              title={label}
              className={cn(
                'flex size-8 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
                isSelected && 'bg-accent text-accent-foreground',
              )}
            >
              <input
                type="radio"
                name="public-theme"
                value={value}
                checked={isSelected}
                disabled={!isHydrated}
                onChange={() => setTheme(value)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
