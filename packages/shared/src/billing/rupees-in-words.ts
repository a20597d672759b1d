/**
 * An amount in words the Indian way (a tax invoice's "amount in words"): crore, lakh, thousand,
 * hundred; "Rupees One Lakh Twenty Thousand and Fifty Paise Only".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return unit === 0 ? (TENS[Math.floor(n / 10)] ?? '') : `${TENS[Math.floor(n / 10)]} ${ONES[unit]}`;
}

/** A whole number in Indian words; above 99 crore the crores are themselves counted in words. */
function wholeInWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore > 0) parts.push(`${wholeInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor((n % 1000) / 100);
  if (hundred > 0) parts.push(`${ONES[hundred]} Hundred`);
  const rest = n % 100;
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = `Rupees ${rupees === 0 ? 'Zero' : wholeInWords(rupees)}`;
  return rest === 0 ? `${rupeeWords} Only` : `${rupeeWords} and ${belowHundred(rest)} Paise Only`;
}
