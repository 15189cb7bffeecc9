import { Alert, theme } from 'antd';
import { UPLOAD_TEXTS as T } from './uploadTexts';

/** A refused upload (one line per field the server named) or a file whose columns could not be read. */
export function UploadFailure({
  lines,
  metadataError,
}: {
  lines: string[] | null;
  metadataError: string | null;
}) {
  const { token } = theme.useToken();
  if (!lines && !metadataError) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-test="upload-error"
      style={{ marginBottom: token.marginSM }}
      title={lines ? T.uploadFailed : metadataError}
      description={
        lines && (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {lines.map((line) => (
              <li key={line} style={{ wordBreak: 'break-word' }}>
                {line}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
