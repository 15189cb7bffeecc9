/**
 * Where the sales example's customers are: countries with their sales territory, cities (state,
 * postal-code pattern) and phone pattern. Patterns: '#' is a digit, 'N' a digit from 2 to 9, 'A' an upper-case letter.
 */

export type Locale = 'en' | 'fr' | 'es' | 'de' | 'it' | 'sv' | 'no' | 'da' | 'fi' | 'ja';

export interface City {
  city: string;
  state: string | null;
  postal: string;
}

export interface Market {
  country: string;
  /** NA = North America, EMEA, APAC, Japan (the territories of Superset's sample). */
  territory: string;
  locale: Locale;
  /** Relative number of customers in this country. */
  customers: number;
  phone: string;
  cities: City[];
}

const city = (name: string, state: string | null, postal: string): City => ({ city: name, state, postal });

// prettier-ignore
export const MARKETS: Market[] = [
  {
    country: 'USA', territory: 'NA', locale: 'en', customers: 30, phone: 'N##555####',
    cities: [
      city('NYC', 'NY', '100##'), city('San Francisco', 'CA', '941##'), city('Los Angeles', 'CA', '900##'),
      city('San Diego', 'CA', '921##'), city('San Jose', 'CA', '951##'), city('Boston', 'MA', '021##'),
      city('Cambridge', 'MA', '021##'), city('Philadelphia', 'PA', '191##'), city('Pittsburgh', 'PA', '152##'),
      city('Las Vegas', 'NV', '891##'), city('Newark', 'NJ', '071##'), city('White Plains', 'NY', '106##'),
      city('New Haven', 'CT', '065##'), city('Glendale', 'CA', '912##'), city('Chicago', 'IL', '606##'),
      city('Seattle', 'WA', '981##'), city('Portland', 'OR', '972##'), city('Denver', 'CO', '802##'),
      city('Dallas', 'TX', '752##'), city('Austin', 'TX', '787##'), city('Miami', 'FL', '331##'),
    ],
  },
  {
    country: 'Canada', territory: 'NA', locale: 'en', customers: 4, phone: '(N04) 555-####',
    cities: [city('Vancouver', 'BC', 'V6B #A#'), city('Montreal', 'QC', 'H2X #A#'), city('Toronto', 'ON', 'M5V #A#')],
  },
  {
    country: 'France', territory: 'EMEA', locale: 'fr', customers: 11, phone: '0#.##.##.##.##',
    cities: [
      city('Paris', null, '750##'), city('Lyon', null, '6900#'), city('Marseille', null, '130##'),
      city('Nantes', null, '44000'), city('Toulouse', null, '310##'), city('Strasbourg', null, '67000'),
      city('Lille', null, '59000'), city('Reims', null, '51100'), city('Versailles', null, '78000'),
    ],
  },
  {
    country: 'Spain', territory: 'EMEA', locale: 'es', customers: 7, phone: '(91) 555 ## ##',
    cities: [city('Madrid', null, '280##'), city('Barcelona', null, '080##'), city('Sevilla', null, '410##'), city('Valencia', null, '460##')],
  },
  {
    country: 'Germany', territory: 'EMEA', locale: 'de', customers: 5, phone: '0###-#######',
    cities: [city('Frankfurt', null, '603##'), city('München', null, '803##'), city('Berlin', null, '101##'), city('Köln', null, '506##'), city('Hamburg', null, '203##')],
  },
  {
    country: 'UK', territory: 'EMEA', locale: 'en', customers: 5, phone: '(171) 555-####',
    cities: [city('London', null, 'EC2 #AA'), city('Manchester', null, 'M1 #AA'), city('Liverpool', null, 'L2 #AA'), city('Birmingham', null, 'B4 #AA'), city('Cowes', 'Isle of Wight', 'PO31 #AA')],
  },
  {
    country: 'Italy', territory: 'EMEA', locale: 'it', customers: 4, phone: '0#-55 5####',
    cities: [city('Milano', null, '201##'), city('Torino', null, '101##'), city('Roma', null, '001##'), city('Bergamo', null, '241##'), city('Reggio Emilia', null, '421##')],
  },
  {
    country: 'Australia', territory: 'APAC', locale: 'en', customers: 5, phone: '0# 9520 ####',
    cities: [
      city('Melbourne', 'Victoria', '3004'), city('Sydney', 'NSW', '2000'), city('Chatswood', 'NSW', '2067'),
      city('North Sydney', 'NSW', '2060'), city('Glen Waverly', 'Victoria', '3150'), city('Brisbane', 'Queensland', '4000'),
    ],
  },
  {
    country: 'New Zealand', territory: 'APAC', locale: 'en', customers: 3, phone: '+64 9 ### ####',
    cities: [city('Auckland', null, '1010'), city('Wellington', null, '6011'), city('Christchurch', null, '8011')],
  },
  { country: 'Singapore', territory: 'APAC', locale: 'en', customers: 2, phone: '+65 ####-####', cities: [city('Singapore', null, '0#####')] },
  {
    country: 'Philippines', territory: 'APAC', locale: 'en', customers: 1, phone: '+63 2 555 ####',
    cities: [city('Makati City', null, '1227'), city('Quezon City', null, '1100')],
  },
  {
    country: 'Japan', territory: 'Japan', locale: 'ja', customers: 3, phone: '+81 3 ####-####',
    cities: [city('Tokyo', 'Tokyo', '106-00##'), city('Osaka', 'Osaka', '530-00##'), city('Yokohama', 'Kanagawa', '220-00##')],
  },
  {
    country: 'Finland', territory: 'EMEA', locale: 'fi', customers: 3, phone: '90-224 8###',
    cities: [city('Helsinki', null, '00###'), city('Espoo', null, '021##'), city('Oulu', null, '90110')],
  },
  {
    country: 'Norway', territory: 'EMEA', locale: 'no', customers: 3, phone: '## ## ## ##',
    cities: [city('Oslo', null, '0###'), city('Bergen', null, '5###'), city('Stavern', null, '3250')],
  },
  {
    country: 'Sweden', territory: 'EMEA', locale: 'sv', customers: 2, phone: '0###-## ## ##',
    cities: [city('Stockholm', null, '1## ##'), city('Göteborg', null, '4## ##'), city('Luleå', null, '958 22')],
  },
  {
    country: 'Denmark', territory: 'EMEA', locale: 'da', customers: 2, phone: '## ## ## ##',
    cities: [city('København', null, '1###'), city('Århus', null, '8000')],
  },
  {
    country: 'Belgium', territory: 'EMEA', locale: 'fr', customers: 2, phone: '(02) 501 ####',
    cities: [city('Bruxelles', null, '1###'), city('Charleroi', null, '6000')],
  },
  {
    country: 'Switzerland', territory: 'EMEA', locale: 'de', customers: 2, phone: '0## ### ## ##',
    cities: [city('Genève', null, '120#'), city('Zürich', null, '80##'), city('Bern', null, '30##')],
  },
  {
    country: 'Austria', territory: 'EMEA', locale: 'de', customers: 2, phone: '0### ### ###',
    cities: [city('Salzburg', null, '5020'), city('Graz', null, '8010'), city('Wien', null, '10##')],
  },
  { country: 'Ireland', territory: 'EMEA', locale: 'en', customers: 1, phone: '+353 1 ### ####', cities: [city('Dublin', null, 'D0# A###')] },
];

/** Contact first and last names per locale. */
// prettier-ignore
export const CONTACT_NAMES: Record<Locale, { first: string[]; last: string[] }> = {
  en: {
    first: [
      'Mary', 'James', 'Susan', 'Robert', 'Karen', 'William', 'Linda', 'Michael', 'Julie', 'Steve', 'Sue',
      'Peter', 'Anna', 'Thomas', 'Elizabeth', 'Paul', 'Rachel', 'Daniel', 'Helen', 'Mark',
    ],
    last: [
      'Young', 'Brown', 'King', 'Frick', 'Murphy', 'Taylor', 'Hernandez', 'Thompson', 'Nelson', 'Ferguson',
      'Smith', 'Lewis', 'Hirano', 'Miller', 'Walker', 'Benitez', 'Tseng', 'Ashworth', 'Kelly', 'Cooper',
    ],
  },
  fr: {
    first: [
      'Paul', 'Janine', 'Marie', 'Laurence', 'Annette', 'Daniel', 'Dominique', 'Frédérique', 'Martine',
      'Pascale', 'Jean', 'Mory', 'Catherine', 'Georges',
    ],
    last: [
      'Henriot', 'Labrune', 'Bertrand', 'Lebihan', 'Roulet', 'Tonini', 'Perrier', 'Citeaux', 'Rancé',
      'Cartrain', 'Dewey', 'Kassa', 'Saveley', 'Moreau',
    ],
  },
  es: {
    first: [
      'Diego', 'Eduardo', 'Jesus', 'Martín', 'Alejandra', 'José Pedro', 'Isabel', 'Carmen', 'Javier',
      'Lucía',
    ],
    last: [
      'Freyre', 'Saavedra', 'Fernandez', 'Sommer', 'Camino', 'Roel', 'Gutiérrez', 'López', 'Ortega',
      'Navarro',
    ],
  },
  de: {
    first: [
      'Roland', 'Henriette', 'Michael', 'Rita', 'Alexander', 'Sven', 'Karin', 'Philip', 'Anja', 'Horst',
    ],
    last: [
      'Mendel', 'Pfalzheim', 'Holz', 'Müller', 'Feuer', 'Ottlieb', 'Josephs', 'Cramer', 'Schmitt', 'Kloss',
    ],
  },
  it: {
    first: ['Giovanni', 'Maurizio', 'Paolo', 'Francesca', 'Giulia', 'Luca', 'Chiara', 'Marco'],
    last: ['Rovelli', 'Moroni', 'Accorti', 'Ricotti', 'Bianchi', 'Ferrari', 'Esposito', 'Romano'],
  },
  sv: {
    first: ['Maria', 'Christina', 'Lars', 'Anna', 'Erik', 'Karin'],
    last: ['Larsson', 'Berglund', 'Andersson', 'Lindqvist', 'Nilsson', 'Ek'],
  },
  no: {
    first: ['Jonas', 'Veysel', 'Kari', 'Ola', 'Ingrid', 'Bjørn'],
    last: ['Bergulfsen', 'Oeztan', 'Hansen', 'Johansen', 'Dahl', 'Lie'],
  },
  da: {
    first: ['Jytte', 'Palle', 'Mette', 'Søren', 'Lene', 'Anders'],
    last: ['Petersen', 'Ibsen', 'Jensen', 'Nielsen', 'Kristensen', 'Holm'],
  },
  fi: {
    first: ['Matti', 'Pirkko', 'Juha', 'Anne', 'Mikko', 'Liisa'],
    last: ['Karttunen', 'Koskitalo', 'Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen'],
  },
  ja: {
    first: ['Akiko', 'Mamoru', 'Yoshi', 'Hiroshi', 'Keiko', 'Takashi'],
    last: ['Shimamura', 'Kato', 'Tamuri', 'Suzuki', 'Takahashi', 'Watanabe'],
  },
};

/** Street names and how an address is written per locale. */
export const STREETS: Record<Locale, { names: string[]; format: (number: number, name: string) => string }> =
  {
    en: {
      names: [
        'Long Airport',
        'Hillside',
        'Market',
        'Oak',
        'Pine',
        'Maple',
        'Seaside',
        'Harbour',
        'Park',
        'Baden',
        'Mission',
        'Jardine',
        'Garden',
        'Bay',
      ],
      format: (n, s) => `${n} ${s} ${['Avenue', 'Street', 'Road', 'Drive', 'Blvd.', 'Lane'][n % 6]}`,
    },
    fr: {
      names: ["l'Abbaye", 'du Commerce', 'des Lilas', 'Royale', 'Lauriston', 'de la Paix', 'Alsace-Lorraine'],
      format: (n, s) => `${n}, rue ${s}`,
    },
    es: {
      names: ['Moralzarzal', 'Romero', 'Gran Vía', 'Mayor', 'Diagonal', 'Alcalá'],
      format: (n, s) => `C/ ${s}, ${n}`,
    },
    de: {
      names: ['Mehrheimer', 'Berliner', 'Taucherstraße', 'Linden', 'Garten', 'Markt'],
      format: (n, s) => `${s.endsWith('e') ? s : s + 'straße'} ${n % 200}`,
    },
    it: {
      names: ['Monte Bianco', 'Ludovico il Moro', 'Garibaldi', 'Roma', 'Dante', 'Verdi'],
      format: (n, s) => `Via ${s} ${n % 150}`,
    },
    sv: { names: ['Berguvs', 'Drottning', 'Kungs', 'Sveavägen'], format: (n, s) => `${s}gatan ${n % 90}` },
    no: {
      names: ['Erling Skakkes', 'Kirke', 'Storgata', 'Dronningens'],
      format: (n, s) => `${s} gate ${n % 90}`,
    },
    da: { names: ['Vinbæltet', 'Smagsløget', 'Strand', 'Nørre'], format: (n, s) => `${s}vej ${n % 90}` },
    fi: { names: ['Keskus', 'Torikatu', 'Mannerheimin', 'Hämeen'], format: (n, s) => `${s}katu ${n % 60}` },
    ja: {
      names: ['Minato-ku', 'Chuo-ku', 'Kita-ku', 'Nishi-ku'],
      format: (n, s) => `${(n % 9) + 1}-${(n % 20) + 1}-${n % 30} ${s}`,
    },
  };

/** Company-name parts and the legal suffixes used in each locale. */
// prettier-ignore
export const COMPANY_WORDS = {
  first: [
    'Land of', 'Mini', 'Euro', 'Royal', 'Classic', 'Heritage', 'Vintage', 'Precision', 'Scale Model',
    "Collector's", 'Diecast', 'Tin Toy', 'Hobby', 'Motor', 'Speedway', 'Marine', 'Sky', 'Rail',
    'Grand Prix', 'Corporate Gift', 'Toy', 'Auto', 'Petit', 'Global', 'Alpha', 'Atelier',
  ],
  second: [
    'Toys', 'Collectables', 'Gifts', 'Models', 'Replicas', 'Miniatures', 'Hobbies', 'Classics',
    'Souvenirs', 'Imports', 'Traders', 'Emporium', 'Depot', 'Boutique', 'Store', 'Shop', 'Co-op',
    'Wholesalers', 'Distributors', 'Creations',
  ],
  suffix: {
    en: ['Inc.', 'Co.', 'Ltd.', 'Corp.', 'LLC', '& Co.', ''],
    fr: ['SA', '& Cie', 'SARL', ''],
    es: ['S.L.', 'S.A.', 'Cía.', ''],
    de: ['GmbH', 'AG', '& Co. KG', ''],
    it: ['S.p.A.', 'S.r.l.', ''],
    sv: ['AB', ''],
    no: ['AS', ''],
    da: ['ApS', 'A/S', ''],
    fi: ['Oy', ''],
    ja: ['Co., Ltd.', 'K.K.', ''],
  } satisfies Record<Locale, string[]>,
};
