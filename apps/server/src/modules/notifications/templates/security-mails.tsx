import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@basisdesk/shared';
import { formatDateTime } from '../mail-format';
import { toSubject } from '../mail-text';
import type { ComposeMail, MailContext } from './composed-mail';
import { greetingOf } from './composed-mail';
import { Detail, MailHeading, Paragraph, PrimaryButton, TextLink } from './mail-parts';

interface SecurityMailProps {
  context: MailContext;
  heading: string;
  intro: string;
  /** What the reader does if they did not expect it. */
  warning: string;
}

/** Security notices cannot be switched off: the footer has no unsubscribe link for them. */
function SecurityMail({ context, heading, intro, warning }: SecurityMailProps) {
  const { brand, recipient } = context;
  return (
    <>
      <MailHeading>{heading}</MailHeading>
      <Paragraph>{greetingOf(recipient)}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Detail label="Account">{recipient.email}</Detail>
      <Detail label="When">{formatDateTime(context.occurredAt, context.timeZone)}</Detail>
      <Paragraph>
        {warning} <TextLink href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</TextLink>.
      </Paragraph>
      <PrimaryButton href={context.links.primary}>Open {brand.appName}</PrimaryButton>
    </>
  );
}

const NOT_YOU = 'If this was not you, contact';

export const composePasswordChanged: ComposeMail<'security.passwordChanged', MailContext> = (context) => {
  const intro = `The password of your ${context.brand.appName} account was changed.`;
  return {
    subject: toSubject('Your password was changed'),
    preview: intro,
    body: (
      <SecurityMail context={context} heading="Your password was changed" intro={intro} warning={NOT_YOU} />
    ),
    calendars: [],
  };
};

export const composeAccountDeactivated: ComposeMail<'security.accountDeactivated', MailContext> = (
  context,
) => {
  const intro = `Your ${context.brand.appName} account was deactivated by an administrator. You can no longer sign in.`;
  return {
    subject: toSubject('Your account was deactivated'),
    preview: intro,
    body: (
      <SecurityMail
        context={context}
        heading="Your account was deactivated"
        intro={intro}
        // The reader did not do this themselves: an administrator did.
        warning="If you did not expect this, contact"
      />
    ),
    calendars: [],
  };
};

/** 'google' → 'Google'; a provider this list does not know yet is written as it came. */
const providerLabel = (provider: string) => SOCIAL_PROVIDER_LABELS[provider as SocialProvider] ?? provider;

export const composeSignInMethodLinked: ComposeMail<'security.signInMethodLinked', MailContext> = (
  context,
  { provider },
) => {
  const method = `${providerLabel(provider)} sign-in`;
  const intro = `${method} was linked to your ${context.brand.appName} account: you can now sign in with it.`;
  return {
    subject: toSubject(`${method} was linked to your account`),
    preview: intro,
    body: (
      <SecurityMail context={context} heading="A sign-in method was linked" intro={intro} warning={NOT_YOU} />
    ),
    calendars: [],
  };
};

/**
 * Failed sign-ins reached the account's limit (decision 033). The reader may be the one who
 * mistyped, or someone guessing: either way nothing was let in, and a reset opens the account at once.
 */
export const composeSignInLocked: ComposeMail<'security.signInLocked', MailContext> = (
  context,
  { lockedUntil },
) => {
  const { brand, recipient, timeZone } = context;
  const until = formatDateTime(new Date(lockedUntil), timeZone);
  const heading = 'Someone is trying to sign in to your account';
  const intro = `Several attempts to sign in to your ${brand.appName} account failed with a wrong password, so signing in to it is paused until ${until}.`;
  return {
    subject: toSubject(heading),
    preview: intro,
    body: (
      <>
        <MailHeading>{heading}</MailHeading>
        <Paragraph>{greetingOf(recipient)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Detail label="Account">{recipient.email}</Detail>
        <Paragraph>
          If it was not you, nothing was let in: none of those passwords was accepted. Consider resetting your
          password. If it was you, a reset lets you sign in again at once.
        </Paragraph>
        <PrimaryButton href={context.links.primary}>Reset your password</PrimaryButton>
        <Paragraph>
          Questions? Contact <TextLink href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</TextLink>.
        </Paragraph>
      </>
    ),
    calendars: [],
  };
};
