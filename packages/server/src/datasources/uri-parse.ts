/** Parsing stored and typed connection strings, with the message Superset shows for bad ones. */
import { parseSqlalchemyUri, UriError, type SqlalchemyUrl } from '../engines/uri.js';

export class InvalidUriError extends Error {}

export function parseUri(uri: string): SqlalchemyUrl {
  try {
    return parseSqlalchemyUri(uri);
  } catch (err) {
    if (err instanceof UriError) {
      throw new InvalidUriError(
        'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name',
      );
    }
    throw err;
  }
}
