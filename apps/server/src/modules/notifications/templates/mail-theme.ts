/** The product's colours in mail (the web app's light theme), and their dark-mode counterparts. */
export const MAIL_COLORS = {
  primary: '#f59e0b',
  onPrimary: '#1a1b23',
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#1a1b23',
  muted: '#52525b',
  border: '#e4e4e7',
  link: '#b45309',
} as const;

const DARK = {
  page: '#111218',
  card: '#1a1b23',
  text: '#f4f4f5',
  muted: '#a1a1aa',
  border: '#3f3f46',
  link: '#fbbf24',
};

/**
 * Clients that honour `prefers-color-scheme` (Apple Mail, Outlook on the web and phones) use these;
 * `!important` because the light colours are inline. The header keeps the product colour in both.
 */
export const DARK_MODE_CSS = `
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: ${DARK.page} !important; }
  .mail-card { background-color: ${DARK.card} !important; border-color: ${DARK.border} !important; }
  .mail-text { color: ${DARK.text} !important; }
  .mail-muted { color: ${DARK.muted} !important; }
  .mail-link { color: ${DARK.link} !important; }
  .mail-rule { border-color: ${DARK.border} !important; }
}
`;
