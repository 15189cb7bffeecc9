/**
 * The list headers' "Upload file to database" dropdown: one entry per kind the user may upload,
 * each opening the upload dialog; disabled with Superset's hint when no database allows uploads.
 */
import { DownOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useState } from 'react';
import { UploadDataModal } from './UploadDataModal';
import { UPLOAD_MENU_LABELS, UPLOAD_TEXTS } from './uploadTexts';
import type { UploadType } from './uploadTypes';
import { useUploadAccess } from './useUploadAccess';

export function UploadMenu({ labels }: { labels: keyof typeof UPLOAD_MENU_LABELS }) {
  const access = useUploadAccess();
  const [open, setOpen] = useState<UploadType | null>(null);
  if (access.types.length === 0) return null;
  const items: MenuProps['items'] = access.types.map((type) => {
    const label = UPLOAD_MENU_LABELS[labels][type];
    return {
      key: type,
      disabled: access.disabled,
      label: access.disabled ? (
        <Tooltip title={UPLOAD_TEXTS.enableUploads} placement="left">
          <span data-test={`upload-${type}`}>{label}</span>
        </Tooltip>
      ) : (
        <span data-test={`upload-${type}`}>{label}</span>
      ),
      onClick: () => setOpen(type),
    };
  });
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button icon={<UploadOutlined />} data-test="upload-menu">
          {UPLOAD_TEXTS.uploadFileToDatabase} <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {open && <UploadDataModal key={open} type={open} onHide={() => setOpen(null)} />}
    </>
  );
}
