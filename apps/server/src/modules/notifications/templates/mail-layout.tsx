import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailBrand, NotificationRenderInput } from '../notification-mail';
import { DARK_MODE_CSS, MAIL_COLORS } from './mail-theme';

interface MailLayoutProps {
  brand: MailBrand;
  links: NotificationRenderInput['links'];
  /** The line a mail client shows next to the subject. */
  preview: string;
  children: ReactNode;
}

const footerText = { color: MAIL_COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '4px 0' };
const footerLink = { color: MAIL_COLORS.link };

/**
 * Every mail's frame: the product's name on its colour, one column no wider than 600px (a phone
 * shows it without zooming), light and dark colours, and a footer with the support contacts and the
 * recipient's say over what they get.
 */
export function MailLayout({ brand, links, preview, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-page" style={{ backgroundColor: MAIL_COLORS.page, margin: 0, padding: 0 }}>
        {/* Body's own style lands on a cell without its class: the page colour is set again here for dark mode. */}
        <Section
          className="mail-page"
          style={{
            backgroundColor: MAIL_COLORS.page,
            padding: '16px 8px',
            fontFamily: 'Inter, Segoe UI, Helvetica, Arial, sans-serif',
          }}
        >
          <Container
            className="mail-card"
            style={{
              maxWidth: '600px',
              width: '100%',
              backgroundColor: MAIL_COLORS.card,
              border: `1px solid ${MAIL_COLORS.border}`,
              borderRadius: '8px',
              overflow: 'hidden',
            }}
          >
            <Section style={{ backgroundColor: MAIL_COLORS.primary, padding: '16px 24px' }}>
              <Text style={{ color: MAIL_COLORS.onPrimary, fontSize: '20px', fontWeight: 700, margin: 0 }}>
                {brand.appName}
              </Text>
            </Section>
            <Section className="mail-text" style={{ padding: '8px 24px 16px', color: MAIL_COLORS.text }}>
              {children}
            </Section>
            <Hr className="mail-rule" style={{ borderColor: MAIL_COLORS.border, margin: 0 }} />
            <Section style={{ padding: '12px 24px 20px' }}>
              <Text className="mail-muted" style={footerText}>
                Questions? Write to{' '}
                <Link className="mail-link" href={`mailto:${brand.supportEmail}`} style={footerLink}>
                  {brand.supportEmail}
                </Link>{' '}
                or call{' '}
                <Link
                  className="mail-link"
                  href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`}
                  style={footerLink}
                >
                  {brand.supportPhone}
                </Link>
                .
              </Text>
              <Text className="mail-muted" style={footerText}>
                <Link className="mail-link" href={links.preferences} style={footerLink}>
                  Notification preferences
                </Link>
                {links.unsubscribe ? (
                  <>
                    {' · '}
                    <Link className="mail-link" href={links.unsubscribe} style={footerLink}>
                      Unsubscribe from these emails
                    </Link>
                  </>
                ) : null}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
