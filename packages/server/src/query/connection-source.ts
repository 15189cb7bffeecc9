/** Adapts the connection manager to what the chart-data pipeline needs: a connector and its SQL grammar. */
import type { ConnectionManager } from '../datasources/connections.js';
import type { ConnectionSource } from './chart-data.js';

export function connectionSource(connections: ConnectionManager): ConnectionSource {
  return {
    async connectorFor(databaseId) {
      const connector = await connections.connector(databaseId);
      return { connector, family: connector.spec.sqlFamily };
    },
  };
}
