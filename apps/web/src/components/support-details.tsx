import { Mail, Phone } from 'lucide-react';
import { appConfig } from '@/config/app-config';
import { cn } from '@/lib/utils';

/** The spec's support hours, word for word; the contact page, help page and FAQ all show these. */
export const SUPPORT_HOURS = [
  { days: 'Mon-Fri', hours: 'Mon-Fri 8-18 CET' },
  { days: 'Sat', hours: 'Sat 9-14 CET' },
  { days: 'Sun', hours: 'Sun closed' },
] as const;
export const EMERGENCY_SUPPORT = 'Emergency support 24/7';

/** `tel:` links want the bare number: "+91 80 4718 2200" dials as "+918047182200". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const mailtoHref = (email: string) => `mailto:${email}`;

/** Phone and e-mail as links that open the dialler and the mail program. */
export function SupportContactLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      <li>
        <a
          href={telHref(appConfig.supportPhone)}
          className="inline-flex items-center gap-2 rounded-sm font-medium hover:underline"
        >
          <Phone className="size-4 shrink-0 text-brand-text" aria-hidden="true" />
          <span>
            <span className="sr-only">Phone: </span>
            {appConfig.supportPhone}
          </span>
        </a>
      </li>
      <li>
        <a
          href={mailtoHref(appConfig.supportEmail)}
          className="inline-flex items-center gap-2 rounded-sm font-medium break-all hover:underline"
        >
          <Mail className="size-4 shrink-0 text-brand-text" aria-hidden="true" />
          <span>
            <span className="sr-only">E-mail: </span>
            {appConfig.supportEmail}
          </span>
        </a>
      </li>
    </ul>
  );
}

/** The opening hours as a list, the emergency line set apart. */
export function SupportHoursList({ className }: { className?: string }) {
  return (
    <div className={className}>
      <ul className="space-y-1">
        {SUPPORT_HOURS.map(({ hours }) => (
          <li key={hours}>{hours}</li>
        ))}
      </ul>
      <p className="mt-3 font-medium text-brand-text">{EMERGENCY_SUPPORT}</p>
    </div>
  );
}
