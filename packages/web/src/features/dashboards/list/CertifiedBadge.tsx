/**
 * The certification mark beside a title. Its own module: the dashboard header shows it without
 * loading the list pages' code (ListView, antd Table and the import dialog).
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';

export function CertifiedBadge({ by, details }: { by: string | null; details: string | null }) {
  if (!by) return null;
  return (
    <Tooltip
      title={
        <>
          Certified by {by}
          {details ? <div>{details}</div> : null}
        </>
      }
    >
      <SafetyCertificateOutlined data-test="certified-badge" style={{ color: '#5AC189', marginRight: 6 }} />
    </Tooltip>
  );
}
