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
    calendar: null,
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
    calendar: null,
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
    calendar: null,
  };
};
