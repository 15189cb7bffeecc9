/**
 * Everything wrong with a bundle, gathered before anything is written so that one answer names
 * every file: structural problems (the file must be re-exported) and what the user can still give
 * (a password, the word to overwrite).
 */
import type { z } from 'zod';
import { BundleInvalid, type FileMessages } from '../errors.js';

/** Marshmallow's words for a missing field, which Superset's clients show. */
export const MISSING_FIELD = 'Missing data for required field.';

export class ImportProblems {
  readonly structural: FileMessages = {};
  readonly needsInput: FileMessages = {};

  add(kind: 'structural' | 'needsInput', file: string, message: unknown): void {
    const into = kind === 'structural' ? this.structural : this.needsInput;
    into[file] = message;
  }

  /** A zod refusal as marshmallow nests it: `{columns: {"0": {column_name: [..]}}}`. */
  addSchemaIssues(file: string, issues: z.core.$ZodIssue[]): void {
    const tree: Record<string, unknown> = {};
    for (const issue of issues) {
      const path = issue.path.length > 0 ? issue.path.map(String) : ['_schema'];
      let node = tree;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const leaf = path[path.length - 1]!;
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      node[leaf] = [...((node[leaf] as string[] | undefined) ?? []), missing ? MISSING_FIELD : issue.message];
    }
    this.add('structural', file, tree);
  }

  get empty(): boolean {
    return Object.keys(this.structural).length === 0 && Object.keys(this.needsInput).length === 0;
  }

  /** The answer: 400 when anything is structural (everything named), else 422. */
  toError(message: string): BundleInvalid {
    const structural = Object.keys(this.structural).length > 0;
    return new BundleInvalid({ ...this.needsInput, ...this.structural }, message, structural ? 400 : 422);
  }
}
