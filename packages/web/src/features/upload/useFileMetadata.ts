/**
 * The chosen file's columns, read by the server (upload_metadata) with the CSV delimiter: for Excel
 * the sheets and each sheet's columns, the first sheet chosen. A newer read replaces an older one.
 */
import { useCallback, useRef, useState } from 'react';
import { fetchFileMetadata, type FileMetadataItem } from '../../api/uploads';
import { errorText } from '../../api/errors';
import { metadataFormData } from './uploadForm';
import type { UploadType } from './uploadTypes';

export interface FileMetadataState {
  columns: string[];
  sheets: string[];
  loading: boolean;
  error: string | null;
}

const EMPTY: FileMetadataState = { columns: [], sheets: [], loading: false, error: null };

export function useFileMetadata(type: UploadType) {
  const [state, setState] = useState<FileMetadataState>(EMPTY);
  const bySheet = useRef<Map<string, string[]>>(new Map());
  const latest = useRef(0);

  /** Reads the file; resolves to the first sheet's name (Excel) or null. */
  const load = useCallback(
    async (file: File, delimiter: string): Promise<string | null> => {
      const call = ++latest.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      let items: FileMetadataItem[];
      try {
        items = await fetchFileMetadata(metadataFormData(type, file, delimiter));
      } catch (e) {
        if (call === latest.current) setState({ ...EMPTY, error: errorText(e) });
        return null;
      }
      if (call !== latest.current) return null;
      bySheet.current = new Map(items.map((i) => [i.sheet_name ?? '', i.column_names]));
      const sheets = items.map((i) => i.sheet_name).filter((n): n is string => n !== null);
      setState({ columns: items[0]?.column_names ?? [], sheets, loading: false, error: null });
      return sheets[0] ?? null;
    },
    [type],
  );

  /** Shows the columns of another sheet of the file already read. */
  const chooseSheet = useCallback((sheet: string | undefined) => {
    setState((s) => ({ ...s, columns: (sheet && bySheet.current.get(sheet)) || [] }));
  }, []);

  const clear = useCallback(() => {
    latest.current++;
    bySheet.current = new Map();
    setState(EMPTY);
  }, []);

  return { ...state, load, chooseSheet, clear };
}
