/** "Columns": the columns to read, their data types (CSV), and the dataframe index with its column and label. */
import { Form, Input, Select } from 'antd';
import { FieldLabel } from './FieldLabel';
import { ColumnTagsItem, columnOptions, SwitchItem } from './uploadFields';
import { validColumnDataTypes } from './uploadForm';
import { UPLOAD_TEXTS as T } from './uploadTexts';
import { hasField, type UploadType } from './uploadTypes';

const dataTypesRule = {
  validator: (_: unknown, value: string | undefined) =>
    validColumnDataTypes(value) ? Promise.resolve() : Promise.reject(new Error(T.columnDataTypesInvalid)),
};

export function ColumnsSection({ type, columns }: { type: UploadType; columns: string[] }) {
  const dataframeIndex = Form.useWatch<boolean | undefined>('dataframe_index') ?? false;
  return (
    <>
      <ColumnTagsItem
        name="columns_read"
        label={T.columnsRead}
        ariaLabel={T.chooseColumnsRead}
        placeholder={T.columnsReadPlaceholder}
        columns={columns}
      />
      {hasField(type, 'column_data_types') && (
        <Form.Item
          label={<FieldLabel label={T.columnDataTypes} tip={T.columnDataTypesTip} />}
          name="column_data_types"
          rules={[dataTypesRule]}
        >
          <Input aria-label={T.columnDataTypes} placeholder='{"user_id":"int"}' />
        </Form.Item>
      )}
      <SwitchItem name="dataframe_index" label={T.dataframeIndex} dataTest="dataFrameIndex" />
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
