import type { ChartMetadata } from '../sdk/plugin.js';

export const handlebarsMetadata: ChartMetadata = {
  name: 'Handlebars',
  description: 'Write a handlebars template to render the data',
  category: 'Other',
  tags: ['Advanced', 'Text', 'Template'],
  thumbnail: '',
  behaviors: [],
};
