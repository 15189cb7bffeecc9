/** The dialog's accordion: General information, File settings, Columns and (CSV, Excel) Rows. */
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { ColumnsSection } from './ColumnsSection';
import { FileSettingsSection } from './FileSettingsSection';
import { RowsSection } from './RowsSection';
import { UPLOAD_TEXTS as T } from './uploadTexts';
import { hasField, type UploadType } from './uploadTypes';

function SectionHeader({ title, help }: { title: string; help: string }) {
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
        {help}
      </Typography.Paragraph>
    </div>
  );
}

/** The section holding each field outside General information, opened when the field fails validation. */
export const SECTION_OF: Readonly<Record<string, string>> = {
  already_exists: 'file-settings',
  column_dates: 'file-settings',
  decimal_character: 'file-settings',
  null_values: 'file-settings',
  columns_read: 'columns',
  column_data_types: 'columns',
  index_column: 'columns',
  index_label: 'columns',
  header_row: 'rows',
  rows_to_read: 'rows',
  skip_rows: 'rows',
};

/** Every section is rendered from the start, so that every field is validated and sent. */
export function uploadSections(type: UploadType, columns: string[], general: ReactNode) {
  return [
    {
      key: 'general',
      label: <SectionHeader title={T.general} help={T.generalHelp} />,
      forceRender: true,
      children: general,
    },
    {
      key: 'file-settings',
      label: <SectionHeader title={T.fileSettings} help={T.fileSettingsHelp} />,
      forceRender: true,
      children: <FileSettingsSection type={type} columns={columns} />,
    },
    {
      key: 'columns',
      label: <SectionHeader title={T.columns} help={T.columnsHelp} />,
      forceRender: true,
      children: <ColumnsSection type={type} columns={columns} />,
    },
    ...(hasField(type, 'header_row')
      ? [
          {
            key: 'rows',
            label: <SectionHeader title={T.rows} help={T.rowsHelp} />,
            forceRender: true,
            children: <RowsSection />,
          },
        ]
      : []),
  ];
}
