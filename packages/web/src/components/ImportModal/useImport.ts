/**
 * The import dialog's state (spec §4): the chosen file, the passwords and the overwrite the server
 * asked for after a first attempt, and the outcome of each attempt.
 */
import { useCallback, useState } from 'react';
import { importBundle, type BundleResource } from '../../api/bundles';
import { readImportRefusal, type ImportRefusal } from './importErrors';
import { OVERWRITE_WORD } from './texts';

export type ImportFailure = Extract<ImportRefusal, { kind: 'failed' }>;

export interface ImportState {
  file: File | null;
  /** Database files the server asked a password for (shown only after a first refusal). */
  passwordFiles: string[];
  passwords: Record<string, string>;
  /** Objects exist: Import became Overwrite, which waits for the word. */
  needsOverwrite: boolean;
  confirmText: string;
  importing: boolean;
  failure: ImportFailure | null;
}

const INITIAL: ImportState = {
  file: null,
  passwordFiles: [],
  passwords: {},
  needsOverwrite: false,
  confirmText: '',
  importing: false,
  failure: null,
};

/** OVERWRITE, in any case (spec §5). */
export const isOverwriteConfirmed = (text: string) => text.trim().toUpperCase() === OVERWRITE_WORD;

export function useImport(resource: BundleResource, label: string, onImported: () => void) {
  const [state, setState] = useState<ImportState>(INITIAL);
  const update = (patch: Partial<ImportState>) => setState((s) => ({ ...s, ...patch }));
  const confirmed = isOverwriteConfirmed(state.confirmText);
  const canImport = state.file !== null && !state.importing && (!state.needsOverwrite || confirmed);

  const submit = useCallback(async () => {
    const { file, passwords, needsOverwrite } = state;
    if (!file) return;
    setState((s) => ({ ...s, importing: true, failure: null }));
    try {
      await importBundle(resource, file, { passwords, overwrite: needsOverwrite && confirmed });
      setState(INITIAL);
      onImported();
    } catch (e) {
      const refusal = readImportRefusal(e, label);
      if (refusal.kind === 'failed') return update({ importing: false, failure: refusal });
      setState((s) => ({
        ...s,
        importing: false,
        passwordFiles: refusal.passwords,
        // Once asked, the overwrite stays asked for this file: the next answer no longer names them.
        needsOverwrite: s.needsOverwrite || refusal.existing.length > 0,
      }));
    }
  }, [state, confirmed, resource, label, onImported]);

  return {
    state,
    confirmed,
    canImport,
    /** A new file starts over: what the last one needed may not apply to it. */
    choose: (file: File | null) => setState({ ...INITIAL, file }),
    setPassword: (file: string, password: string) =>
      setState((s) => ({ ...s, passwords: { ...s.passwords, [file]: password } })),
    setConfirmText: (confirmText: string) => update({ confirmText }),
    reset: () => setState(INITIAL),
    submit,
  };
}
