import { Tag, Typography, theme } from 'antd';
import { UPLOAD_TEXTS } from './uploadTexts';

/** The columns the chosen file gives, as upload_metadata read them (Superset's ColumnsPreview). */
export function ColumnsPreview({ columns, loading }: { columns: string[]; loading: boolean }) {
  const { token } = theme.useToken();
  return (
    <div data-test="upload-columns-preview" style={{ marginBottom: token.marginMD }}>
      <Typography.Text type="secondary">{UPLOAD_TEXTS.columns}:</Typography.Text>
      {columns.length === 0 ? (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: `${token.marginXXS}px 0 0`, fontSize: token.fontSizeSM }}
        >
          {loading ? '…' : UPLOAD_TEXTS.previewEmpty}
        </Typography.Paragraph>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXXS, marginTop: token.marginXXS }}>
          {columns.map((c) => (
            <Tag key={c} style={{ marginInlineEnd: 0 }} data-test="upload-preview-column">
              {c}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
