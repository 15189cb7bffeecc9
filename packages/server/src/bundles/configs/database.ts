/** `databases/<name>.yaml`: a connection as Superset exports it (its password masked or absent). */
import { z } from 'zod';
import { exported, flag, jsonObject, optionalNumber, optionalText } from './fields.js';

export const sshTunnelConfig = z
  .object({
    server_address: z.string(),
    server_port: z.number(),
    username: z.string(),
    password: optionalText,
    private_key: optionalText,
    private_key_password: optionalText,
  })
  .nullish();

export const databaseConfig = z.object({
  ...exported,
  database_name: z.string().min(1),
  sqlalchemy_uri: z.string().min(1),
  password: optionalText,
  cache_timeout: optionalNumber,
  expose_in_sqllab: flag,
  allow_run_async: flag,
  allow_ctas: flag,
  allow_cvas: flag,
  allow_dml: flag,
  allow_csv_upload: flag,
  allow_file_upload: flag,
  impersonate_user: flag,
  force_ctas_schema: optionalText,
  extra: jsonObject,
  server_cert: optionalText,
  masked_encrypted_extra: optionalText,
  ssh_tunnel: sshTunnelConfig,
});

export type DatabaseConfig = z.infer<typeof databaseConfig>;
