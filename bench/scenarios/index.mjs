// Every scenario by name, in the order a run measures them, and the file that holds it: most files
// hold one (their default export), tickets-admin.mjs holds the admin's list variants.

const SCENARIO_FILES = {
  'user-by-id': 'user-by-id',
  'consultants-by-skills': 'consultants-by-skills',
  'tickets-page': 'tickets-page',
  'tickets-consultant': 'tickets-consultant',
  'tickets-admin-first': 'tickets-admin',
  'tickets-admin-deep': 'tickets-admin',
  'tickets-admin-status': 'tickets-admin',
  'tickets-admin-consultant': 'tickets-admin',
  'tickets-admin-payment': 'tickets-admin',
  'tickets-admin-month': 'tickets-admin',
  'tickets-admin-status-month': 'tickets-admin',
  'tickets-admin-search-1-in-2': 'tickets-admin',
  'tickets-admin-search-1-in-4': 'tickets-admin',
  'tickets-admin-search-1-in-10': 'tickets-admin',
  'tickets-admin-search-1-in-30': 'tickets-admin',
  'tickets-admin-search-1-in-100': 'tickets-admin',
  'tickets-admin-search-1-in-1000': 'tickets-admin',
  'tickets-admin-search-1-in-10000': 'tickets-admin',
  'tickets-admin-search-absent': 'tickets-admin',
  'tickets-admin-search-kernel': 'tickets-admin',
  'tickets-admin-search-two-words': 'tickets-admin',
  'tickets-admin-search-two-rare-words': 'tickets-admin',
  'tickets-admin-search-name': 'tickets-admin',
  'tickets-admin-search-number': 'tickets-admin',
  'ticket-counts': 'ticket-counts',
  'admin-stats': 'admin-figures',
  'admin-summaries': 'admin-figures',
  'admin-users': 'admin-users',
  'ticket-create': 'ticket-create',
  'payment-verify': 'payment-verify',
  'ticket-status': 'ticket-status',
  'message-list': 'message-list',
  'message-send': 'message-send',
};

export const SCENARIOS = Object.keys(SCENARIO_FILES);

export async function loadScenario(name) {
  const file = SCENARIO_FILES[name];
  if (!file) throw new Error(`unknown scenario ${name}; known: ${SCENARIOS.join(', ')}`);
  const module = await import(`./${file}.mjs`);
  const scenario = module.default?.name === name ? module.default : module.scenarios?.[name];
  if (!scenario) throw new Error(`${file}.mjs has no scenario ${name}`);
  return scenario;
}
