export * from './cellValue.js';
export * from './currency.js';
export * from './numberFormats.js';
export * from './numberFormatter.js';
export * from './smartDate.js';
export * from './timeFormatter.js';
export * from './naturalTime.js';
