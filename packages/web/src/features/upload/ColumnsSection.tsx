/** "Columns": the columns to read, their data types (CSV), and the dataframe index with its column and label. */
import { Form, Input, Select } from 'antd';
import { FieldLabel } from './FieldLabel';
import { SwitchField } from './SwitchField';
import { validColumnDataTypes } from './uploadForm';
import { UPLOAD_TEXTS as T } from './uploadTexts';
import { hasField, type UploadType } from './uploadTypes';

const columnOptions = (columns: string[]) => columns.map((c) => ({ value: c, label: c }));

const dataTypesRule = {
  validator: (_: unknown, value: string | undefined) =>
    validColumnDataTypes(value) ? Promise.resolve() : Promise.reject(new Error(T.columnDataTypesInvalid)),
};

export function ColumnsSection({ type, columns }: { type: UploadType; columns: string[] }) {
  const dataframeIndex = Form.useWatch<boolean | undefined>('dataframe_index') ?? false;
  return (
    <>
      <Form.Item label={T.columnsRead} name="columns_read">
        <Select
          aria-label={T.chooseColumnsRead}
          mode="tags"
          allowClear
          placeholder={T.columnsReadPlaceholder}
          options={columnOptions(columns)}
        />
      </Form.Item>
      {hasField(type, 'column_data_types') && (
        <Form.Item
          label={<FieldLabel label={T.columnDataTypes} tip={T.columnDataTypesTip} />}
          name="column_data_types"
          rules={[dataTypesRule]}
        >
          <Input aria-label={T.columnDataTypes} placeholder='{"user_id":"int"}' />
        </Form.Item>
      )}
      <Form.Item name="dataframe_index" valuePropName="checked">
        <SwitchField label={T.dataframeIndex} dataTest="dataFrameIndex" />
      </Form.Item>
      {dataframeIndex && hasField(type, 'index_column') && (
        <Form.Item label={<FieldLabel label={T.indexColumn} tip={T.indexColumnTip} />} name="index_column">
          <Select
            aria-label={T.chooseIndexColumn}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={columnOptions(columns)}
          />
        </Form.Item>
      )}
      {dataframeIndex && (
        <Form.Item label={<FieldLabel label={T.indexLabel} tip={T.indexLabelTip} />} name="index_label">
          <Input aria-label={T.indexLabel} />
        </Form.Item>
      )}
    </>
  );
}
