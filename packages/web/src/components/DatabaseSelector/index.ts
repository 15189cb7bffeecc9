export {
  DatabaseSelector,
  DatabaseLabel,
  CATALOG_LOAD_ERROR,
  NO_CATALOG,
  NO_SCHEMA,
  SCHEMA_LOAD_ERROR,
  type DatabaseSelection,
  type DatabaseSelectorProps,
  type SelectorDatabase,
} from './DatabaseSelector';
export * from './pickerRules';
