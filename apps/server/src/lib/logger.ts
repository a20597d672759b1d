/**
 * The one logger type modules and lib take: the four levels of the app's pino logger
 * (Fastify's `app.log`), so a test can hand in a recorder and nothing depends on Fastify to log.
 * Each call is an object of facts first, then the message; never a header, a body or a token.
 */
export interface Logger {
  debug(facts: object, message: string): void;
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}
