/**
 * Countries for `wb_health_population`, with rough 2014 figures to grow the series from:
 * name | ISO 3166 alpha-3 | latitude | longitude | population (millions) | life expectancy |
 * urban % | GDP per capita (current US$) | adult HIV prevalence %. Grouped by World Bank region.
 * Approximations from general knowledge; the yearly series are generated around them.
 */

export const REGIONS = {
  EAP: 'East Asia & Pacific',
  ECA: 'Europe & Central Asia',
  LAC: 'Latin America & Caribbean',
  MNA: 'Middle East & North Africa',
  NAC: 'North America',
  SAS: 'South Asia',
  SSA: 'Sub-Saharan Africa',
} as const;

export type RegionCode = keyof typeof REGIONS;

export interface Country {
  name: string;
  code: string;
  region: RegionCode;
  lat: number;
  lon: number;
  pop: number;
  lifeExpectancy: number;
  urban: number;
  gdp: number;
  hiv: number;
}

const DATA: Record<RegionCode, string> = {
  EAP: `
China|CHN|35|103|1364|75.8|54|7600|0.05
Indonesia|IDN|-2.5|118|255|68.9|53|3500|0.4
Japan|JPN|36|138|127|83.6|93|38100|0.01
Philippines|PHL|13|122|100|68.3|44|2850|0.05
Vietnam|VNM|16|106|91|75.6|33|2050|0.4
Thailand|THA|15|101|68|74.4|49|5950|1.1
Myanmar|MMR|21|96|53|65.9|34|1200|0.8
South Korea|KOR|36|128|50.4|82.2|82|27800|0.05
Malaysia|MYS|4|102|30|74.7|74|11200|0.4
Australia|AUS|-25|134|23.5|82.3|89|62000|0.15
North Korea|PRK|40|127|25|70|61|650|0.01
Cambodia|KHM|12.5|105|15.3|68|21|1100|0.6
Papua New Guinea|PNG|-6|147|7.5|62.5|13|2300|0.8
Laos|LAO|18|105|6.6|65.8|37|1800|0.3
Singapore|SGP|1.35|103.8|5.5|82.6|100|56000|0.1
New Zealand|NZL|-41|174|4.5|81.4|86|44500|0.1
Mongolia|MNG|46.8|103|2.9|69|71|4150|0.03
Timor-Leste|TLS|-8.8|125.7|1.2|68|32|1300|0.1
Fiji|FJI|-18|178|0.88|70|53|5100|0.1`,
  ECA: `
Russia|RUS|61|100|143.8|70.7|74|14100|0.9
Germany|DEU|51|10|81|81.1|75|47900|0.15
Turkey|TUR|39|35|77|75|73|12100|0.02
France|FRA|46.5|2.5|66.3|82.7|79|42900|0.3
United Kingdom|GBR|54|-2|64.6|81.1|82|46500|0.3
Italy|ITA|42.8|12.8|60.8|83.1|69|35400|0.3
Spain|ESP|40|-4|46.5|83.2|79|29500|0.4
Ukraine|UKR|49|32|45.3|71.2|69|3100|1
Poland|POL|52|19|38|77.5|61|14300|0.1
Uzbekistan|UZB|41.4|64.6|30.8|68.2|36|2050|0.2
Kazakhstan|KAZ|48|67|17.3|71.6|53|12800|0.2
Romania|ROU|46|25|19.9|75|54|10000|0.1
Netherlands|NLD|52.2|5.3|16.9|81.5|90|52000|0.2
Belgium|BEL|50.6|4.6|11.2|80.6|98|47700|0.2
Greece|GRC|39|22|10.9|81.5|78|21700|0.2
Czech Republic|CZE|49.8|15.5|10.5|78.8|73|19900|0.05
Portugal|PRT|39.5|-8|10.4|80.7|63|22100|0.6
Sweden|SWE|62|15|9.7|82|86|59200|0.2
Hungary|HUN|47|19.5|9.9|75.8|71|14100|0.05
Azerbaijan|AZE|40.3|47.7|9.5|72|54|7900|0.2
Belarus|BLR|53.7|28|9.5|73|76|8300|0.5
Austria|AUT|47.5|14.5|8.5|81.5|66|51800|0.2
Switzerland|CHE|46.8|8.2|8.2|83.2|74|85600|0.4
Tajikistan|TJK|38.8|71|8.3|69.6|27|1100|0.3
Bulgaria|BGR|42.7|25.5|7.2|74.5|74|7850|0.05
Serbia|SRB|44|21|7.1|75.3|55|6200|0.05
Kyrgyzstan|KGZ|41.2|74.8|5.8|70.4|36|1280|0.2
Turkmenistan|TKM|39|59.5|5.5|65.8|50|7900|0.1
Denmark|DNK|56|10|5.6|80.7|88|62500|0.2
Finland|FIN|64|26|5.5|81.2|84|50000|0.1
Slovakia|SVK|48.7|19.7|5.4|76.8|54|18500|0.05
Norway|NOR|62|10|5.1|82.1|80|97000|0.1
Ireland|IRL|53.2|-8|4.6|81.4|63|55000|0.2
Croatia|HRV|45.1|15.2|4.2|77.5|59|13500|0.05
Bosnia and Herzegovina|BIH|44|17.7|3.8|76.4|40|5100|0.05
Georgia|GEO|42.3|43.4|3.7|74.7|53|4400|0.3
Moldova|MDA|47|28.5|3.6|71.5|45|2250|0.6
Armenia|ARM|40|45|3|74.5|63|3950|0.2
Lithuania|LTU|55.2|23.9|2.9|73.9|67|16500|0.1
Albania|ALB|41|20|2.9|77.8|56|4600|0.05
North Macedonia|MKD|41.6|21.7|2.07|75.2|57|5500|0.05
Slovenia|SVN|46.1|14.9|2.06|81|50|24000|0.05
Latvia|LVA|57|25|2|74|68|15700|0.6
Estonia|EST|58.6|25|1.31|77|68|20100|0.6
Cyprus|CYP|35|33|1.15|80|67|27200|0.1
Montenegro|MNE|42.7|19.3|0.62|76.2|64|7400|0.05
Luxembourg|LUX|49.8|6.1|0.56|82|90|119000|0.2
Iceland|ISL|65|-18|0.33|82.9|94|52000|0.1`,
  LAC: `
Brazil|BRA|-10|-55|204|74.4|85|12000|0.5
Mexico|MEX|23|-102|125|76.7|79|10900|0.2
Colombia|COL|4|-72|47.8|74|76|8100|0.4
Argentina|ARG|-34|-64|42.9|76.2|91|12300|0.4
Peru|PER|-10|-76|30.9|74.5|78|6600|0.3
Venezuela|VEN|8|-66|30.7|74.2|89|15000|0.5
Chile|CHL|-30|-71|17.8|81.5|89|14600|0.4
Ecuador|ECU|-2|-77.5|15.9|75.9|64|6350|0.3
Guatemala|GTM|15.5|-90.3|15.9|71.7|51|3650|0.6
Cuba|CUB|21.5|-80|11.4|79.2|77|7300|0.3
Bolivia|BOL|-17|-65|10.6|67.9|68|3100|0.3
Haiti|HTI|19|-72.3|10.6|62.7|57|820|1.9
Dominican Republic|DOM|19|-70.7|10.4|73.3|78|6500|1
Honduras|HND|15|-86.5|8.8|73.1|54|2400|0.4
Paraguay|PRY|-23|-58|6.6|72.9|59|4700|0.4
El Salvador|SLV|13.8|-88.9|6.1|72.8|66|3900|0.5
Nicaragua|NIC|13|-85|6|74.5|58|1900|0.2
Costa Rica|CRI|10|-84|4.8|79.4|76|10400|0.3
Panama|PAN|9|-80|3.9|77.6|66|12000|0.6
Uruguay|URY|-33|-56|3.4|77|95|16800|0.6
Jamaica|JAM|18.1|-77.3|2.7|75.6|55|5100|1.6
Trinidad and Tobago|TTO|10.7|-61.2|1.35|70.4|8|21300|1.2
Guyana|GUY|5|-59|0.76|66.3|28|4100|1.6
Suriname|SUR|4|-56|0.54|71|66|9600|0.9
Bahamas|BHS|24.2|-76|0.38|75|83|22800|3.2
Belize|BLZ|17.2|-88.5|0.35|70|44|4800|1.3`,
  MNA: `
Egypt|EGY|26.8|30.8|89.6|71.1|43|3200|0.02
Iran|IRN|32|53|78.1|75.4|73|5400|0.1
Algeria|DZA|28|3|39.1|74.8|70|5500|0.1
Iraq|IRQ|33|44|35.3|69.4|69|6600|0.02
Morocco|MAR|32|-6|33.9|74|60|3200|0.1
Saudi Arabia|SAU|24|45|30.9|74.3|83|24500|0.02
Yemen|YEM|15.5|48|26.2|64|34|1600|0.1
Syria|SYR|35|38|19.2|70|57|1800|0.02
Tunisia|TUN|34|9|11|75|66|4300|0.05
United Arab Emirates|ARE|24|54|9.1|77.1|85|43000|0.1
Jordan|JOR|31|36|8.8|74|83|4100|0.02
Israel|ISR|31.5|34.8|8.2|82.1|92|37700|0.2
Libya|LBY|27|17|6.3|71.7|79|6600|0.2
Lebanon|LBN|33.9|35.9|5.6|79.3|88|7700|0.1
Oman|OMN|21|57|4|76.8|77|19300|0.1
Kuwait|KWT|29.3|47.7|3.8|74.5|98|43600|0.1
Qatar|QAT|25.3|51.2|2.2|78.1|99|83900|0.05
Bahrain|BHR|26|50.5|1.36|76.6|89|24900|0.1
Djibouti|DJI|11.8|42.6|0.88|61.8|77|1800|1.6`,
  NAC: `
United States|USA|39|-98|318.9|78.9|81|54600|0.4
Canada|CAN|56|-106|35.5|81.9|82|50200|0.2`,
  SAS: `
India|IND|21|78|1295|68|32|1570|0.3
Pakistan|PAK|30|70|185|66.2|38|1320|0.1
Bangladesh|BGD|24|90|159|71.6|34|1090|0.02
Afghanistan|AFG|33.9|67.7|31.6|60.4|26|630|0.05
Nepal|NPL|28.4|84|28.2|69.6|18|700|0.2
Sri Lanka|LKA|7.8|80.7|20.6|74.8|18|3800|0.05
Bhutan|BTN|27.5|90.4|0.77|69.5|38|2550|0.1
Maldives|MDV|3.2|73.2|0.4|76.8|45|8000|0.05`,
  SSA: `
Nigeria|NGA|9|8|177.5|52.8|47|3200|3.2
Ethiopia|ETH|9|39.5|97|64|19|570|1.2
Democratic Republic of the Congo|COD|-2.9|23.6|74.9|58.7|42|440|0.8
South Africa|ZAF|-29|24|54|57.2|64|6500|18.9
Tanzania|TZA|-6.4|34.9|51.8|64.9|31|950|5.3
Kenya|KEN|0.2|37.9|44.9|61.6|25|1350|5.3
Sudan|SDN|15.6|30.2|39.4|63.5|33|2100|0.2
Uganda|UGA|1.4|32.3|37.8|58.5|16|700|7.3
Mozambique|MOZ|-18.7|35.5|27.2|55|32|620|10.6
Ghana|GHA|7.9|-1|26.8|61.3|53|1450|1.5
Angola|AGO|-11.2|17.9|24.2|52.3|43|5900|2.4
Madagascar|MDG|-19|46.9|23.6|65.1|34|460|0.3
Cameroon|CMR|7.4|12.4|22.8|55.5|53|1400|4.8
Cote d'Ivoire|CIV|7.5|-5.5|22.2|51.6|53|1500|3.5
Niger|NER|17.6|8.1|19.1|61.5|19|430|0.5
Burkina Faso|BFA|12.2|-1.6|17.6|58.6|29|710|0.9
Mali|MLI|17.6|-4|17.1|57.5|39|830|1.4
Malawi|MWI|-13.3|34.3|16.7|62.7|16|360|10
Zambia|ZMB|-13.1|27.8|15.7|60|40|1750|12.4
Zimbabwe|ZWE|-19|29.2|15.2|57.5|32|1000|16.7
Senegal|SEN|14.5|-14.5|14.7|66.2|43|1050|0.5
Chad|TCD|15.5|18.7|13.6|51.6|22|1020|2.5
Guinea|GIN|10|-10|12.3|58.7|37|540|1.6
South Sudan|SSD|7|30|11.9|55.8|19|1100|2.7
Rwanda|RWA|-1.9|29.9|11.3|64|28|700|2.8
Burundi|BDI|-3.4|29.9|10.8|56.7|12|300|1.1
Benin|BEN|9.3|2.3|10.6|59.5|44|900|1.1
Somalia|SOM|5.2|46.2|10.5|55|39|450|0.5
Togo|TGO|8.6|0.8|7.1|59.7|39|600|2.4
Sierra Leone|SLE|8.5|-11.8|6.3|50.9|39|700|1.4
Eritrea|ERI|15.2|39.8|4.8|63.7|22|500|0.6
Central African Republic|CAF|6.6|20.9|4.8|50.3|40|380|4.3
Republic of the Congo|COG|-0.2|15.8|4.5|62.3|65|3100|2.8
Liberia|LBR|6.4|-9.4|4.4|60.8|49|450|1.1
Mauritania|MRT|21|-10.9|4|63|59|1300|0.7
Namibia|NAM|-22.9|18.5|2.4|64.7|46|5400|16
Botswana|BWA|-22.3|24.7|2.2|64.4|57|7200|25.2
Lesotho|LSO|-29.6|28.2|2.1|49.7|27|1200|23.4
Gambia|GMB|13.4|-15.3|1.9|60.2|59|480|1.8
Guinea-Bissau|GNB|11.8|-15.2|1.77|55|49|580|3.7
Gabon|GAB|-0.8|11.6|1.7|64.4|87|10000|3.9
Eswatini|SWZ|-26.5|31.5|1.3|48.9|21|3900|27.7
Mauritius|MUS|-20.3|57.6|1.26|74.2|40|10000|0.9
Equatorial Guinea|GNQ|1.6|10.3|0.8|57.6|40|18900|5
Comoros|COM|-11.9|43.9|0.77|63.3|28|850|0.1
Cabo Verde|CPV|16|-24|0.51|73|65|3600|0.8`,
};

export const COUNTRIES: Country[] = Object.entries(DATA).flatMap(([region, text]) =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [name = '', code = '', ...numbers] = line.split('|');
      const [lat = 0, lon = 0, pop = 0, lifeExpectancy = 0, urban = 0, gdp = 0, hiv = 0] =
        numbers.map(Number);
      return { name, code, region: region as RegionCode, lat, lon, pop, lifeExpectancy, urban, gdp, hiv };
    }),
);
