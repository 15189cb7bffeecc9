/**
 * The file chosen in the dialog and its preview: a new file, a new delimiter or switching the
 * preview on reads its columns again; for Excel the first sheet is picked once the sheets are known.
 */
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useFileMetadata } from './useFileMetadata';
import { hasField, type UploadType } from './uploadTypes';

export function useChosenFile(type: UploadType, form: FormInstance) {
  const metadata = useFileMetadata(type);
  const [preview, setPreview] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const sheets = hasField(type, 'sheet_name');

  const read = (f: File | null, delimiter: string, on: boolean) => {
    if (!f || !on) return;
    void metadata.load(f, delimiter).then((sheet) => {
      if (sheets) form.setFieldValue('sheet_name', sheet ?? undefined);
    });
  };
  const delimiter = () => form.getFieldValue('delimiter') as string;

  return {
    file,
    preview,
    metadata,
    onFileChange: (f: File | null) => {
      setFile(f);
      metadata.clear();
      if (sheets) form.setFieldValue('sheet_name', undefined);
      read(f, delimiter(), preview);
    },
    onPreviewChange: (on: boolean) => {
      setPreview(on);
      read(file, delimiter(), on);
    },
    onDelimiterChange: (d: string) => read(file, d, preview),
  };
}
