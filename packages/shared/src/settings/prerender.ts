/**
 * The server renders `/` and `/login` at start-up by running the web build's prerender bundle
 * (dist/.prerender/prerender.js) in a worker. There is no document there to read
 * `<meta name="app-config">` from, so the worker puts the deployment's configuration on
 * `globalThis` under this name before it loads the bundle. Zod-free: the web app reads it on /login.
 */
export const PRERENDER_CONFIG_GLOBAL = 'basisdeskPrerenderConfig';

/** Where the prerender bundle lives inside the web build; a dot folder, so it is never served. */
export const PRERENDER_BUNDLE_PATH = '.prerender/prerender.js';
