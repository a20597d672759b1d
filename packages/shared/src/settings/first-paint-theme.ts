/** index.html's meta listing the scripts the signed-in home loads after the entry (written by the web build). */
export const SIGNED_IN_MODULES_META_NAME = 'signed-in-modules';

/**
 * The stored theme (localStorage `theme`: light, dark or system) on <html> before the first paint:
 * the prerendered pages paint before any module script runs, so without it a dark-theme visitor
 * would see a white flash. It mirrors apps/web/src/features/theme/theme.ts.
 */
const THEME =
  "try{var t=localStorage.getItem('theme');" +
  "var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}";

/**
 * Where a customer or consultant with a stored session opens their home (`/dashboard`, or `/`,
 * which sends them there), the scripts that screen loads after the entry are asked for now, as
 * modulepreload links, alongside the entry instead of a round trip after it has arrived and run.
 * An admin's home is another screen, and a session the app finds expired only costs the download.
 */
const SIGNED_IN_HOME_HINTS =
  `try{var m=document.querySelector('meta[name="${SIGNED_IN_MODULES_META_NAME}"]');` +
  "var u=JSON.parse(localStorage.getItem('user')||'null');" +
  "if(m&&m.content&&localStorage.getItem('authToken')&&u&&String(u.role).toLowerCase()!=='admin'" +
  "&&/^\\/(dashboard)?$/.test(location.pathname))m.content.split(' ').forEach(function(h){" +
  "var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})}catch(e){}";

/**
 * The inline script in index.html's <head>, run before the body is parsed: the stored theme, and
 * the signed-in home's scripts asked for early. The web build writes it into the page and the
 * server allows exactly this text in its CSP by hash, so the policy keeps refusing every other
 * inline script.
 */
export const FIRST_PAINT_THEME_SCRIPT = `(function(){${THEME};${SIGNED_IN_HOME_HINTS}})()`;
