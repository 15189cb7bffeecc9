/** The product lines of the example sales dataset: category fixtures for axes and legends. */
export const PRODUCT_LINES = [
  'Classic Cars',
  'Motorcycles',
  'Planes',
  'Ships',
  'Trains',
  'Trucks and Buses',
  'Vintage Cars',
];
