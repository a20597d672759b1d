/**
 * The inline script in index.html's <head> that applies the stored theme (localStorage `theme`:
 * light, dark or system) before the first paint: the prerendered pages paint before any module
 * script runs, so without it a dark-theme visitor would see a white flash. The web build writes it
 * into the page and the server allows exactly this text in its CSP by hash, so the policy keeps
 * refusing every other inline script. It mirrors apps/web/src/features/theme/theme.ts.
 */
export const FIRST_PAINT_THEME_SCRIPT =
  "(function(){try{var t=localStorage.getItem('theme');" +
  "var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}})()";
