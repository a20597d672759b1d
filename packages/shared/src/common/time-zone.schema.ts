import { z } from 'zod';
import { isKnownTimeZone, TIME_ZONE_MESSAGES } from './time-zone';

/** A person's time zone: an IANA name this runtime knows. */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isKnownTimeZone, { error: TIME_ZONE_MESSAGES.unknown })
  .describe('IANA time zone, e.g. Asia/Kolkata');
