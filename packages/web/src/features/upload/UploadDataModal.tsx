/**
 * Superset's upload dialog (UploadDataModal) for a CSV, Excel or columnar file: four sections in an
 * accordion (General information, File settings, Columns and, for CSV and Excel, Rows), the file's
 * columns previewed through upload_metadata, required fields named in their messages, a refused
 * upload shown in the dialog with the server's words, and on success "Data imported", closed.
 */
import { Collapse, Form, Modal, theme } from 'antd';
import { useState } from 'react';
import { useUploadFileMutation } from '../../api/uploads';
import { useToasts } from '../../components/Toasts';
import { GeneralSection } from './GeneralSection';
import { UploadFailure } from './UploadFailure';
import { SECTION_OF, uploadSections } from './uploadSections';
import { useChosenFile } from './useChosenFile';
import { uploadErrorLines } from './uploadErrors';
import { DEFAULT_UPLOAD_VALUES, uploadFormData, type UploadFormValues } from './uploadForm';
import { UPLOAD_TEXTS as T } from './uploadTexts';
import { UPLOAD_KINDS, type UploadType } from './uploadTypes';

export interface UploadDataModalProps {
  type: UploadType;
  onHide: () => void;
}

type FormValues = UploadFormValues & { file?: { originFileObj?: File }[] };

export function UploadDataModal({ type, onHide }: UploadDataModalProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<FormValues>();
  const { addSuccessToast } = useToasts();
  const [upload, { isLoading }] = useUploadFileMutation();
  const chosen = useChosenFile(type, form);
  const { metadata } = chosen;
  const [section, setSection] = useState<string | string[]>('general');
  const [failure, setFailure] = useState<string[] | null>(null);
  const databaseId = Form.useWatch('database', form);

  const submit = async (values: FormValues) => {
    const file = values.file?.[0]?.originFileObj ?? chosen.file;
    if (!file || values.database === undefined) return;
    setFailure(null);
    try {
      await upload({ databaseId: values.database, form: uploadFormData(type, values, file) }).unwrap();
    } catch (e) {
      setFailure(uploadErrorLines(type, e));
      return;
    }
    addSuccessToast(T.dataImported);
    onHide();
  };

  const sectionItems = uploadSections(
    type,
    metadata.columns,
    <GeneralSection
      type={type}
      databaseId={databaseId}
      onDatabaseChange={() => form.setFieldValue('schema', undefined)}
      preview={chosen.preview}
      onPreviewChange={chosen.onPreviewChange}
      onFileChange={chosen.onFileChange}
      onDelimiterChange={chosen.onDelimiterChange}
      onSheetChange={metadata.chooseSheet}
      metadata={metadata}
    />,
  );

  return (
    <Modal
      open
      centered
      width={500}
      title={<span data-test="upload-modal-title">{UPLOAD_KINDS[type].title}</span>}
      onCancel={onHide}
      onOk={() => form.submit()}
      okText={T.upload}
      okButtonProps={{ loading: isLoading, ...({ 'data-test': 'upload-modal-confirm' } as object) }}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', paddingInlineEnd: token.paddingXS } }}
    >
      <div data-test="upload-modal">
        <UploadFailure lines={failure} metadataError={metadata.error} />
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={DEFAULT_UPLOAD_VALUES}
          onFinish={(v) => void submit({ ...(form.getFieldsValue(true) as FormValues), ...v })}
          onFinishFailed={({ errorFields }) => {
            const first = errorFields[0]?.name[0];
            setSection(typeof first === 'string' ? (SECTION_OF[first] ?? 'general') : 'general');
          }}
          requiredMark
        >
          <Collapse
            accordion
            size="small"
            expandIconPlacement="end"
            activeKey={section}
            onChange={(k) => setSection(k)}
            items={sectionItems}
          />
        </Form>
      </div>
    </Modal>
  );
}
