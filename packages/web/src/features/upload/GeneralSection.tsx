/** "General information": the file, its preview, the database, schema and table, the delimiter or sheet. */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { sprintf } from '../../api/errors';
import { useGetUploadDatabasesQuery, useGetUploadSchemasQuery } from '../../api/uploads';
import { ColumnsPreview } from './ColumnsPreview';
import { FieldLabel } from './FieldLabel';
import { SwitchField } from './SwitchField';
import { DELIMITER_OPTIONS, UPLOAD_TEXTS as T } from './uploadTexts';
import { UPLOAD_KINDS, acceptOf, hasAllowedExtension, hasField, type UploadType } from './uploadTypes';

export interface GeneralSectionProps {
  type: UploadType;
  databaseId: number | undefined;
  onDatabaseChange: () => void;
  preview: boolean;
  onPreviewChange: (on: boolean) => void;
  onFileChange: (file: File | null) => void;
  onDelimiterChange: (delimiter: string) => void;
  onSheetChange: (sheet: string | undefined) => void;
  metadata: { columns: string[]; sheets: string[]; loading: boolean };
}

/** Superset's file validator: a file, with one of the kind's extensions. */
export function fileRule(type: UploadType) {
  const { extensions } = UPLOAD_KINDS[type];
  return {
    validator: (_: unknown, files: UploadFile[] | undefined) => {
      const file = files?.[0];
      if (!file) return Promise.reject(new Error(T.fileRequired));
      if (!hasAllowedExtension(file.name, extensions))
        return Promise.reject(new Error(sprintf(T.badExtension, extensions.join(','))));
      return Promise.resolve();
    },
  };
}

/** The delimiters offered, with a single character typed by the user (Superset allows new options). */
function DelimiterSelect(p: { value?: string; onChange?: (v: string) => void }) {
  const [typed, setTyped] = useState('');
  const known = DELIMITER_OPTIONS.some((o) => o.value === typed);
  const options =
    [...typed].length === 1 && !known
      ? [...DELIMITER_OPTIONS, { value: typed, label: `"${typed}"` }]
      : DELIMITER_OPTIONS;
  const current =
    p.value && !DELIMITER_OPTIONS.some((o) => o.value === p.value)
      ? [{ value: p.value, label: `"${p.value}"` }]
      : [];
  return (
    <Select
      aria-label={T.chooseDelimiter}
      data-test="upload-delimiter"
      value={p.value}
      onChange={(v) => p.onChange?.(v)}
      options={[...options, ...current.filter((c) => !options.some((o) => o.value === c.value))]}
      showSearch={{ onSearch: setTyped, filterOption: false }}
    />
  );
}

function DatabaseAndSchema({
  databaseId,
  onDatabaseChange,
}: Pick<GeneralSectionProps, 'databaseId' | 'onDatabaseChange'>) {
  const databases = useGetUploadDatabasesQuery();
  const schemas = useGetUploadSchemasQuery(databaseId ?? 0, { skip: databaseId === undefined });
  return (
    <>
      <Form.Item
        label={T.database}
        name="database"
        required
        rules={[{ required: true, message: T.databaseRequired }]}
      >
        <Select
          aria-label={T.selectDatabase}
          data-test="upload-database"
          placeholder={T.databasePlaceholder}
          loading={databases.isFetching}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          onChange={onDatabaseChange}
          options={(databases.data ?? []).map((d) => ({ value: d.id, label: d.database_name }))}
        />
      </Form.Item>
      <Form.Item label={T.schema} name="schema">
        <Select
          aria-label={T.selectSchema}
          data-test="upload-schema"
          placeholder={T.schemaPlaceholder}
          loading={schemas.isFetching}
          disabled={databaseId === undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={(databaseId === undefined ? [] : (schemas.data ?? [])).map((s) => ({
            value: s,
            label: s,
          }))}
        />
      </Form.Item>
    </>
  );
}

export function GeneralSection(p: GeneralSectionProps) {
  const kind = UPLOAD_KINDS[p.type];
  return (
    <>
      <Form.Item
        label={`${kind.label} file`}
        name="file"
        required
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[fileRule(p.type)]}
      >
        <Upload
          accept={acceptOf(p.type)}
          maxCount={1}
          beforeUpload={() => false}
          data-test="model-file-input"
          onChange={({ fileList }) => {
            const last = fileList[fileList.length - 1];
            p.onFileChange(last?.originFileObj ?? null);
          }}
        >
          <Button icon={<UploadOutlined />} aria-label={T.select} loading={p.metadata.loading}>
            {T.select}
          </Button>
        </Upload>
      </Form.Item>
      <Form.Item>
        <SwitchField
          label={T.previewUploadedFile}
          dataTest="previewUploadedFile"
          checked={p.preview}
          onChange={p.onPreviewChange}
        />
      </Form.Item>
      {p.preview && <ColumnsPreview columns={p.metadata.columns} loading={p.metadata.loading} />}
      <DatabaseAndSchema databaseId={p.databaseId} onDatabaseChange={p.onDatabaseChange} />
      <Form.Item
        label={T.tableName}
        name="table_name"
        required
        rules={[{ required: true, whitespace: true, message: T.tableNameRequired }]}
      >
        <Input aria-label={T.tableName} data-test="upload-table-name" placeholder={T.tableNamePlaceholder} />
      </Form.Item>
      {hasField(p.type, 'delimiter') && (
        <Form.Item label={<FieldLabel label={T.delimiter} tip={T.delimiterTip} />} name="delimiter">
          <DelimiterSelect onChange={p.onDelimiterChange} />
        </Form.Item>
      )}
      {hasField(p.type, 'sheet_name') && (
        <Form.Item label={T.sheetName} name="sheet_name">
          <Select
            aria-label={T.chooseSheetName}
            data-test="upload-sheet-name"
            placeholder={T.sheetNamePlaceholder}
            onChange={p.onSheetChange}
            options={p.metadata.sheets.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
      )}
    </>
  );
}
