/**
 * Rows of `covid_vaccines`: about 240 vaccine candidates as tracked in late 2020 (developer,
 * country, platform, stage of development, trials, funder…), most still pre-clinical.
 */
import { fillPattern } from '../pattern.js';
import { Rng, WeightedPicker } from '../prng.js';
import type { Row } from '../table-writer.js';

export const COVID_CANDIDATES = 240;

/** Country, IOC code, relative number of candidates, cities for institution names. */
const COUNTRIES: [string, string, number, string[]][] = [
  ['United States', 'USA', 63, ['Boston', 'San Diego', 'Houston', 'Pittsburgh', 'Baltimore', 'Seattle']],
  ['China', 'CHN', 20, ['Beijing', 'Shanghai', 'Wuhan', 'Chengdu']],
  ['Canada', 'CAN', 14, ['Toronto', 'Vancouver', 'Saskatoon', 'Quebec']],
  ['India', 'IND', 12, ['Hyderabad', 'Pune', 'Ahmedabad']],
  ['Turkey', 'TUR', 12, ['Ankara', 'Istanbul', 'Izmir']],
  ['Russia', 'RUS', 12, ['Moscow', 'Novosibirsk', 'St. Petersburg']],
  ['Germany', 'GER', 9, ['Mainz', 'Tübingen', 'Munich', 'Hamburg']],
  ['Japan', 'JPN', 8, ['Osaka', 'Tokyo', 'Kumamoto']],
  ['Thailand', 'THA', 7, ['Bangkok', 'Chiang Mai']],
  ['United Kingdom', 'GBR', 7, ['Oxford', 'London', 'Cambridge']],
  ['Spain', 'ESP', 6, ['Madrid', 'Barcelona']],
  ['France', 'FRA', 6, ['Paris', 'Lyon']],
  ['Kazakhstan', 'KAZ', 5, ['Almaty', 'Nur-Sultan']],
  ['Egypt', 'EGY', 4, ['Cairo']],
  ['Sweden', 'SWE', 4, ['Stockholm', 'Uppsala']],
  ['Australia', 'AUS', 4, ['Brisbane', 'Melbourne', 'Sydney']],
  ['Italy', 'ITA', 4, ['Rome', 'Milan']],
  ['South Korea', 'KOR', 4, ['Seoul', 'Daejeon']],
  ['Brazil', 'BRA', 3, ['São Paulo', 'Rio de Janeiro']],
  ['Cuba', 'CUB', 3, ['Havana']],
  ['Israel', 'ISR', 3, ['Jerusalem', 'Tel Aviv']],
  ['Netherlands', 'NED', 3, ['Leiden', 'Utrecht']],
  ['Switzerland', 'SUI', 3, ['Basel', 'Lausanne']],
  ['Belgium', 'BEL', 2, ['Leuven', 'Ghent']],
  ['Vietnam', 'VIE', 2, ['Hanoi']],
  ['Iran', 'IRI', 2, ['Tehran']],
  ['Argentina', 'ARG', 2, ['Buenos Aires']],
  ['Mexico', 'MEX', 2, ['Mexico City']],
  ['Denmark', 'DEN', 2, ['Copenhagen']],
  ['Austria', 'AUT', 1, ['Vienna']],
  ['Singapore', 'SGP', 1, ['Singapore']],
  ['Taiwan', 'TPE', 1, ['Taipei']],
  ['Portugal', 'POR', 1, ['Lisbon']],
  ['Norway', 'NOR', 1, ['Oslo']],
  ['Finland', 'FIN', 1, ['Helsinki']],
  ['Poland', 'POL', 1, ['Warsaw']],
];

const STAGES: [string, number][] = [
  ['Pre-clinical', 197],
  ['Phase I', 13],
  ['Phase I/II', 12],
  ['Phase II', 4],
  ['Phase III', 10],
  ['Authorized', 4],
];

const CATEGORIES: [string, number, string][] = [
  ['Protein subunit', 76, 'Recombinant spike protein'],
  ['RNA-based vaccine', 29, 'mRNA encoding the spike protein, in lipid nanoparticles'],
  ['Non-replicating viral vector', 28, 'Adenovirus vector expressing the spike protein'],
  ['DNA-based', 20, 'DNA plasmid vaccine'],
  ['Replicating viral vector', 20, 'Measles vector expressing the spike protein'],
  ['Virus-like particle', 20, 'Plant-derived virus-like particles'],
  ['Unknown', 19, 'Undisclosed platform'],
  ['Inactivated virus', 18, 'Whole inactivated virus with alum adjuvant'],
  ['Live attenuated virus', 4, 'Codon-deoptimized live attenuated virus'],
  ['Replicating bacterial vector', 2, 'Bacterial vector expressing viral antigens'],
];

const FUNDERS = [
  'Coalition for Epidemic Preparedness Innovations (CEPI)',
  'Biomedical Advanced Research and Development Authority (BARDA)',
  'National Institutes of Health (NIH)',
  'European Commission (Horizon 2020 Program)',
  'Gates Foundation',
  'National Research Council Industrial Research Assistance Program',
  'Government research grant',
  'Russian Direct Investment Fund (RDIF)',
  'Innovate UK',
  'Ministry of Science and Technology',
];

const SURNAMES = [
  'Halvorsen',
  'Merck',
  'Arden',
  'Novak',
  'Castell',
  'Ibarra',
  'Kessler',
  'Lindqvist',
  'Moreau',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rahman',
  'Sato',
  'Tan',
  'Varga',
  'Weiss',
  'Yildiz',
  'Zhou',
];
const LAB_WORDS = ['Vax', 'Gen', 'Immuno', 'Bio', 'Thera', 'Cell', 'Pharma', 'Vector', 'Nova', 'Medi'];

function developer(rng: Rng, country: string, cities: string[]): string {
  const cityName = rng.pick(cities);
  const u = rng.next();
  const main =
    u < 0.3
      ? `University of ${cityName}`
      : u < 0.5
        ? `${cityName} Institute of ${rng.pick(['Virology', 'Vaccine Research', 'Immunology', 'Biotechnology'])}`
        : u < 0.8
          ? `${rng.pick(LAB_WORDS)}${rng.pick(['Tech', 'Gen', 'Vax', 'Logic', 'Cure'])} ${rng.pick(['Inc.', 'Ltd.', 'Biosciences', 'Therapeutics'])}`
          : `${rng.pick(SURNAMES)} ${rng.pick(['Biotech', 'Pharmaceuticals', 'Laboratories'])}`;
  // Some candidates are consortia.
  return rng.chance(0.15)
    ? `${main}/ ${rng.pick(SURNAMES)} ${rng.pick(['Biologics', 'Pharma'])} (${country})`
    : main;
}

function updatedOn(rng: Rng): string {
  if (rng.chance(0.16)) return 'Prior to 4/20/2020';
  const day = new Date(Date.UTC(2020, 3, 20) + rng.int(0, 232) * 86_400_000);
  return `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`;
}

function nextSteps(rng: Rng, stage: string, country: string): string {
  switch (stage) {
    case 'Pre-clinical':
      return rng.pick([
        'Animal studies ongoing',
        'Phase I trial planned for early 2021',
        'Pre-clinical data expected Q1 2021',
        'Seeking funding for clinical development',
      ]);
    case 'Phase I':
      return (
        'Phase I trial began ' +
        rng.pick(['July', 'August', 'September', 'October']) +
        ' 2020; interim data expected'
      );
    case 'Phase I/II':
    case 'Phase II':
      return 'Phase II trial ongoing; Phase III planned for 2021';
    case 'Phase III':
      return 'Phase III trial ongoing in ' + country + '; interim efficacy analysis expected';
    default:
      return 'Authorized for emergency use in ' + country + ' in December 2020; rollout under way';
  }
}

export function* generateCovidVaccines(): Generator<Row> {
  const rng = new Rng('meridian:covid_vaccines');
  const countries = new WeightedPicker(COUNTRIES, (c) => c[2]);
  const stages = new WeightedPicker(STAGES, (s) => s[1]);
  const categories = new WeightedPicker(CATEGORIES, (c) => c[1]);
  for (let i = 0; i < COVID_CANDIDATES; i++) {
    const [country, ioc, , cities] = countries.pick(rng);
    const [stage] = stages.pick(rng);
    const [category, , description] = categories.pick(rng);
    const clinical = stage !== 'Pre-clinical';
    const code = fillPattern(rng, 'AA-###');
    yield {
      developer_or_researcher: developer(rng, country, cities),
      country_name: country,
      ioc_country_code: ioc,
      treatment_vs_vaccine: 'Vaccine',
      product_category: category,
      stage_of_development: stage,
      date_last_updated: updatedOn(rng),
      anticipated_next_steps: nextSteps(rng, stage, country),
      product_description: `${description}; (${code})`,
      clinical_trials: clinical ? `NCT04${fillPattern(rng, '######')}` : null,
      funder:
        clinical && rng.chance(0.5) ? rng.pick(FUNDERS) : rng.chance(0.08) ? rng.pick(FUNDERS) : 'Unknown',
      published_results:
        stage === 'Phase III' || stage === 'Authorized'
          ? `medRxiv (https://www.medrxiv.org/content/10.1101/2020.${fillPattern(rng, '1#.##.2#######')}v1)`
          : null,
      clinical_trials_for_other_diseases_or_related_use: rng.chance(0.12)
        ? rng.pick([
            'Same platform as multiple vaccine candidates',
            'Platform previously used for a MERS vaccine candidate',
            'Platform used in influenza vaccines',
          ])
        : null,
      fda_approved_indications: null,
      sources: 'https://milkeninstitute.org/covid-19-tracker',
    };
  }
}
