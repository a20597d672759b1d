import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/utils';
import { THEMES, type Theme } from './theme';
import { useTheme } from './theme-provider';

const OPTIONS: Record<Theme, { label: string; description: string; Icon: typeof Sun }> = {
  light: { label: 'Light', description: 'Clean and bright interface', Icon: Sun },
  dark: { label: 'Dark', description: 'Easy on the eyes in low light', Icon: Moon },
  system: { label: 'System', description: 'Adapts to your system preference', Icon: Monitor },
};

/** 'Choose Theme': three cards over native radio buttons, so keyboards and screen readers just work. */
export function ThemePicker() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="space-y-3">
      <legend className="contents">
        <span className="block text-lg font-semibold">Choose Theme</span>
      </legend>
      <p className="text-sm text-muted-foreground">Select your preferred interface theme</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {THEMES.map((value) => {
          const { label, description, Icon } = OPTIONS[value];
          const isSelected = theme === value;
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                isSelected && 'border-brand-text bg-accent text-accent-foreground hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={isSelected}
                onChange={() => setTheme(value)}
                className="sr-only"
              />
              <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-sm opacity-90">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
