/**
 * Email recipient lists as Superset reads them: one string of addresses separated by commas or
 * semicolons (get_email_address_list), each checked before anything is sent.
 */

// A practical address check: a local part and a dotted-or-plain domain, no spaces or angle brackets.
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+$/;

export class AddressListError extends Error {}

/** Splits "a@x.org; b@y.org, c@z.org" into addresses; throws naming the first invalid one. */
export function parseAddressList(value: string | undefined | null, field: string): string[] {
  const addresses = (value ?? '')
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
  for (const address of addresses) {
    if (!ADDRESS.test(address)) throw new AddressListError(`${field} has an invalid address: "${address}"`);
  }
  return addresses;
}
