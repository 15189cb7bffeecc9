import type { EngineCapabilities, JsonSchemaObject } from './engine.js';

/** What a typical SQL engine offers; each spec overrides the flags that differ. */
export const BASE_CAPABILITIES: EngineCapabilities = {
  supportsCatalogs: false,
  supportsDynamicCatalog: false,
  supportsSchemas: true,
  supportsCancel: true,
  supportsTimeout: true,
  supportsCostEstimate: false,
  supportsRegex: true,
  supportsIlike: true,
  supportsTimeGrains: true,
  supportsLimitOffset: true,
  supportsStreaming: true,
  supportsViews: true,
  supportsForeignKeys: true,
  supportsIndexes: true,
  supportsSubqueries: true,
  supportsWindowFunctions: true,
  supportsFileUpload: true,
  isFileBased: false,
  disableSshTunneling: false,
  allowsAliasInOrderBy: true,
  allowsJoins: true,
};

/** Superset's BasicParametersSchema, as its API publishes it (host, port, user, password…). */
export const BASIC_PARAMETERS_SCHEMA: JsonSchemaObject = {
  type: 'object',
  properties: {
    database: { type: 'string', description: 'Database name' },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
    host: { type: 'string', description: 'Hostname or IP address' },
    password: { type: 'string', nullable: true, description: 'Password' },
    port: {
      type: 'integer',
      format: 'int32',
      minimum: 0,
      exclusiveMaximum: 65536,
      description: 'Database port',
    },
    query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    ssh: { type: 'boolean', description: 'Use an ssh tunnel connection to the database' },
    username: { type: 'string', nullable: true, description: 'Username' },
  },
  required: ['database', 'host', 'port', 'username'],
};
