/** "Rows": the header row, how many rows to read, how many to skip (CSV and Excel). */
import { Col, Form, InputNumber, Row } from 'antd';
import { FieldLabel } from './FieldLabel';
import { UPLOAD_TEXTS as T } from './uploadTexts';

export function RowsSection() {
  return (
    <Row gutter={12}>
      <Col span={8}>
        <Form.Item
          label={<FieldLabel label={T.headerRow} tip={T.headerRowTip} />}
          name="header_row"
          rules={[{ required: true, message: T.headerRowRequired }]}
        >
          <InputNumber aria-label={T.headerRow} min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item label={<FieldLabel label={T.rowsToRead} tip={T.rowsToReadTip} />} name="rows_to_read">
          <InputNumber aria-label={T.rowsToRead} min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          label={<FieldLabel label={T.skipRows} tip={T.skipRowsTip} />}
          name="skip_rows"
          rules={[{ required: true, message: T.skipRowsRequired }]}
        >
          <InputNumber aria-label={T.skipRows} min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
