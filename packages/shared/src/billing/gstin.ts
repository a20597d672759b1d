/**
 * GSTIN (India's GST identification number), 15 characters: a 2-digit state code, the holder's
 * PAN (5 letters, 4 digits, a letter), the entity's number at that PAN in that state (1–9, A–Z),
 * 'Z', and a check character computed by GSTN's base-36 algorithm. Pure and free of zod so the
 * receipt, the env check and the form share it.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GST state codes 01–38, as GSTN numbers them (28: Andhra Pradesh before 2014, still on older registrations). */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

export const GSTIN_MESSAGES = {
  shape: 'A GSTIN has 15 characters: a state code, a PAN, the entity number, Z and a check character',
  state: 'A GSTIN starts with a state code from 01 to 38',
  checksum: 'This GSTIN is not valid: check the 15 characters',
} as const;

/** The check character of a GSTIN's first 14 characters: each value times 1 or 2 in turn, the product's base-36 digits summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** Spaces dropped and letters capitalised, as people copy a GSTIN from a letterhead. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Why a (normalised) GSTIN is refused, or null when it is a valid one. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  if (!(gstin.slice(0, 2) in GST_STATES)) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return GSTIN_MESSAGES.checksum;
  return null;
}

/** The state a GSTIN is registered in: its first two digits. */
export const gstinStateCode = (gstin: string) => gstin.slice(0, 2);
