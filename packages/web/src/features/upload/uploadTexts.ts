/** The upload dialog's and menus' words, as Superset's UploadDataModal, DatabaseList and RightMenu write them. */
export const UPLOAD_TEXTS = {
  upload: 'Upload',
  select: 'Select',
  dataImported: 'Data imported',
  general: 'General information',
  generalHelp: 'Upload a file to a database.',
  fileSettings: 'File settings',
  fileSettingsHelp: 'Adjust how spaces, blank lines, null values are handled and other file wide settings.',
  columns: 'Columns',
  columnsHelp:
    'Adjust column settings such as specifying the columns to read, how duplicates are handled, column data types, and more.',
  rows: 'Rows',
  rowsHelp: 'Set header rows and the number of rows to read or skip.',
  previewUploadedFile: 'Preview uploaded file',
  previewEmpty: 'Upload file to preview columns',
  database: 'Database',
  selectDatabase: 'Select a database',
  databasePlaceholder: 'Select a database to upload the file to',
  schema: 'Schema',
  selectSchema: 'Select a schema',
  schemaPlaceholder: 'Select a schema if the database supports this',
  tableName: 'Table name',
  tableNamePlaceholder: 'Name of table to be created',
  delimiter: 'Delimiter',
  delimiterTip: 'Select a delimiter for this data',
  chooseDelimiter: 'Choose a delimiter',
  sheetName: 'Sheet name',
  chooseSheetName: 'Choose sheet name',
  sheetNamePlaceholder: 'Select a sheet name from the uploaded file',
  alreadyExists: 'If table already exists',
  alreadyExistsTip: 'What should happen if the table already exists',
  chooseAlreadyExists: 'Choose already exists',
  columnDates: 'Columns to be parsed as dates',
  chooseColumnDates: 'Choose columns to be parsed as dates',
  columnDatesPlaceholder: 'A comma separated list of columns that should be parsed as dates',
  decimalCharacter: 'Decimal character',
  decimalCharacterTip: 'Character to interpret as decimal point',
  nullValues: 'Null Values',
  nullValuesTip:
    'Choose values that should be treated as null. Warning: Hive database supports only a single value',
  skipInitialSpace: 'Skip spaces after delimiter',
  skipBlankLines: 'Skip blank lines rather than interpreting them as Not A Number values',
  dayFirst: 'DD/MM format dates, international and European format',
  columnsRead: 'Columns to read',
  chooseColumnsRead: 'Choose columns to read',
  columnsReadPlaceholder: 'List of the column names that should be read',
  columnDataTypes: 'Column data types',
  columnDataTypesTip:
    'A dictionary with column names and their data types if you need to change the defaults. Example: {"user_id":"int"}. Check Python\'s Pandas library for supported data types.',
  dataframeIndex: 'Create dataframe index',
  indexColumn: 'Index column',
  indexColumnTip: 'Column to use as the index of the dataframe. If None is given, Index label is used.',
  chooseIndexColumn: 'Choose index column',
  indexLabel: 'Index label',
  indexLabelTip: "Label for the index column. Don't use an existing column name.",
  headerRow: 'Header row',
  headerRowTip: 'Row containing the headers to use as column names (0 is first line of data).',
  rowsToRead: 'Rows to read',
  rowsToReadTip: 'Number of rows of file to read. Leave empty (default) to read all rows',
  skipRows: 'Skip rows',
  skipRowsTip: 'Number of rows to skip at start of file.',
  // Validation
  fileRequired: 'Uploading a file is required',
  badExtension: 'Upload a file with a valid extension. Valid: [%s]',
  databaseRequired: 'Selecting a database is required',
  tableNameRequired: 'Table name is required',
  headerRowRequired: 'Header row is required',
  skipRowsRequired: 'Skip rows is required',
  columnDataTypesInvalid: 'Column data types must be a JSON object of column names to types',
  uploadFailed: 'The file could not be uploaded',
  // Menus
  uploadFileToDatabase: 'Upload file to database',
  enableUploads: "Enable 'Allow file uploads to database' in any database's settings",
} as const;

/** The Datasets list's entries (Superset's "+" → Data menu) and the Databases list's (its upload dropdown). */
export const UPLOAD_MENU_LABELS = {
  datasets: {
    csv: 'Upload CSV to database',
    excel: 'Upload Excel to database',
    columnar: 'Upload Columnar file to database',
  },
  databases: { csv: 'Upload CSV', excel: 'Upload Excel', columnar: 'Upload Columnar' },
} as const;

export const DELIMITER_OPTIONS = [
  { value: ',', label: 'Comma ","' },
  { value: ';', label: 'Semicolon ";"' },
  { value: '\t', label: 'Tab "\\t"' },
  { value: '|', label: 'Pipe' },
];

export const ALREADY_EXISTS_OPTIONS = [
  { value: 'fail', label: 'Fail' },
  { value: 'replace', label: 'Replace' },
  { value: 'append', label: 'Append' },
];

export const NULL_VALUES_OPTIONS = [
  { value: '""', label: 'Empty Strings ""' },
  { value: 'None', label: 'None' },
  { value: 'nan', label: 'nan' },
  { value: 'null', label: 'null' },
  { value: 'N/A', label: 'N/A' },
];
