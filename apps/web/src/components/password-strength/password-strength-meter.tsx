import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/lib/utils';
import { describeStrength, type PasswordStrength } from './strength-label';

type CheckStrength = (password: string) => PasswordStrength;

const TONE_CLASSES = {
  weak: 'bg-destructive',
  fair: 'bg-amber-500',
  strong: 'bg-emerald-600',
} as const;

const SEGMENTS = [1, 2, 3, 4, 5];

/**
 * A new password's strength under its field: a bar and, for screen readers too, its words
 * ('Too weak' … 'Very strong', and whether it is one of the most common passwords). The estimator
 * loads with the first character typed, in its own chunk. Advice only: the server decides.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const [checkStrength, setCheckStrength] = useState<CheckStrength | null>(null);

  useEffect(() => {
    if (!password || checkStrength) return;
    let isCurrent = true;
    void import('./check-strength').then((module) => {
      if (isCurrent) setCheckStrength(() => module.checkStrength);
    });
    return () => {
      isCurrent = false;
    };
  }, [password, checkStrength]);

  const reading = useMemo(
    () => (password && checkStrength ? describeStrength(checkStrength(password)) : null),
    [password, checkStrength],
  );

  return (
    <div className="grid gap-1" data-testid="password-strength">
      {reading && (
        <div className="flex gap-1" aria-hidden="true">
          {SEGMENTS.map((segment) => (
            <span
              key={segment}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                segment <= reading.level ? TONE_CLASSES[reading.tone] : 'bg-muted',
              )}
            />
          ))}
        </div>
      )}
      {/* Present before the first reading, so the first one is announced too. */}
      <p id={id} aria-live="polite" className="min-h-4 text-xs text-muted-foreground">
        {reading && (
          <>
            Password strength: <span className="font-medium text-foreground">{reading.label}</span>
            {reading.hint && `. ${reading.hint}`}
          </>
        )}
      </p>
    </div>
  );
}
