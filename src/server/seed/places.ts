/** The partners' countries (the partner schema's country enum) with real cities and their postal code formats. */
export const PARTNER_CITIES: Record<string, { city: string; postalCode: string }[]> = {
  de: [
    { city: 'Hamburg', postalCode: '20457' },
    { city: 'Duisburg', postalCode: '47119' },
    { city: 'Mannheim', postalCode: '68159' },
    { city: 'Karlsruhe', postalCode: '76187' },
    { city: 'Ingolstadt', postalCode: '85055' },
    { city: 'Leuna', postalCode: '06237' },
    { city: 'Schwedt/Oder', postalCode: '16303' },
    { city: 'Gelsenkirchen', postalCode: '45896' },
    { city: 'Berlin', postalCode: '10115' },
    { city: 'München', postalCode: '80331' },
    { city: 'Bremen', postalCode: '28197' },
    { city: 'Magdeburg', postalCode: '39126' },
  ],
  at: [
    { city: 'Wien', postalCode: '1010' },
    { city: 'Schwechat', postalCode: '2320' },
    { city: 'Linz', postalCode: '4020' },
    { city: 'Graz', postalCode: '8010' },
  ],
  ch: [
    { city: 'Zürich', postalCode: '8001' },
    { city: 'Basel', postalCode: '4057' },
    { city: 'Genève', postalCode: '1201' },
  ],
  nl: [
    { city: 'Rotterdam', postalCode: '3089 JB' },
    { city: 'Amsterdam', postalCode: '1013 BE' },
    { city: 'Vlissingen', postalCode: '4389 PA' },
  ],
  be: [
    { city: 'Antwerpen', postalCode: '2030' },
    { city: 'Gent', postalCode: '9042' },
    { city: 'Bruxelles', postalCode: '1000' },
  ],
  fr: [
    { city: 'Le Havre', postalCode: '76600' },
    { city: 'Dunkerque', postalCode: '59140' },
    { city: 'Lyon', postalCode: '69007' },
    { city: 'Marseille', postalCode: '13002' },
  ],
  it: [
    { city: 'Genova', postalCode: '16149' },
    { city: 'Ravenna', postalCode: '48122' },
    { city: 'Milano', postalCode: '20121' },
  ],
  pl: [
    { city: 'Płock', postalCode: '09-411' },
    { city: 'Gdańsk', postalCode: '80-718' },
    { city: 'Warszawa', postalCode: '00-001' },
  ],
  cz: [
    { city: 'Kralupy nad Vltavou', postalCode: '278 01' },
    { city: 'Praha', postalCode: '110 00' },
    { city: 'Brno', postalCode: '602 00' },
  ],
  dk: [
    { city: 'Fredericia', postalCode: '7000' },
    { city: 'Aarhus', postalCode: '8000' },
    { city: 'København', postalCode: '1050' },
  ],
};

export const PARTNER_COUNTRIES = Object.keys(PARTNER_CITIES);

/** Country codes master data: the partner countries plus feedstock origins and Canada. */
export const COUNTRY_NAMES: Record<string, { en: string; alpha3: string; eu: boolean }> = {
  de: { en: 'Germany', alpha3: 'DEU', eu: true },
  at: { en: 'Austria', alpha3: 'AUT', eu: true },
  ch: { en: 'Switzerland', alpha3: 'CHE', eu: false },
  nl: { en: 'Netherlands', alpha3: 'NLD', eu: true },
  be: { en: 'Belgium', alpha3: 'BEL', eu: true },
  fr: { en: 'France', alpha3: 'FRA', eu: true },
  it: { en: 'Italy', alpha3: 'ITA', eu: true },
  pl: { en: 'Poland', alpha3: 'POL', eu: true },
  cz: { en: 'Czechia', alpha3: 'CZE', eu: true },
  dk: { en: 'Denmark', alpha3: 'DNK', eu: true },
  ca: { en: 'Canada', alpha3: 'CAN', eu: false },
  us: { en: 'United States', alpha3: 'USA', eu: false },
  br: { en: 'Brazil', alpha3: 'BRA', eu: false },
  ar: { en: 'Argentina', alpha3: 'ARG', eu: false },
  cn: { en: 'China', alpha3: 'CHN', eu: false },
  my: { en: 'Malaysia', alpha3: 'MYS', eu: false },
  id: { en: 'Indonesia', alpha3: 'IDN', eu: false },
  au: { en: 'Australia', alpha3: 'AUS', eu: false },
  ua: { en: 'Ukraine', alpha3: 'UKR', eu: false },
};

/** Canadian provinces and territories (CFR facilities, province of import). */
export const PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** Real fuel hubs; facilities are placed a few kilometres around them. */
export const CANADIAN_SITES: { city: string; province: string; postalCode: string; latitude: number; longitude: number }[] = [
  { city: 'Edmonton', province: 'AB', postalCode: 'T6S 1A1', latitude: 53.56811, longitude: -113.36302 },
  { city: 'Red Deer', province: 'AB', postalCode: 'T4N 5E1', latitude: 52.26815, longitude: -113.81137 },
  { city: 'Burnaby', province: 'BC', postalCode: 'V5C 2L2', latitude: 49.29052, longitude: -122.94311 },
  { city: 'Regina', province: 'SK', postalCode: 'S4P 3Y2', latitude: 50.49227, longitude: -104.60537 },
  { city: 'Lloydminster', province: 'SK', postalCode: 'S9V 0X7', latitude: 53.27796, longitude: -110.00541 },
  { city: 'Winnipeg', province: 'MB', postalCode: 'R2C 2Z2', latitude: 49.8844, longitude: -97.14704 },
  { city: 'Sarnia', province: 'ON', postalCode: 'N7T 7H5', latitude: 42.94316, longitude: -82.39842 },
  { city: 'Hamilton', province: 'ON', postalCode: 'L8L 4X3', latitude: 43.26814, longitude: -79.79016 },
  { city: 'Montréal', province: 'QC', postalCode: 'H1B 5K8', latitude: 45.64603, longitude: -73.50197 },
  { city: 'Varennes', province: 'QC', postalCode: 'J3X 1P7', latitude: 45.68331, longitude: -73.43167 },
  { city: 'Saint John', province: 'NB', postalCode: 'E2L 4K6', latitude: 45.26966, longitude: -66.04286 },
  { city: 'Come By Chance', province: 'NL', postalCode: 'A0B 1N0', latitude: 47.8, longitude: -54.00949 },
  { city: 'Dartmouth', province: 'NS', postalCode: 'B2Y 4A9', latitude: 44.66701, longitude: -63.56538 },
];

/** European terminals and plants of the producer tenants. */
export const EUROPEAN_SITES: { city: string; country: string; postalCode: string; latitude: number; longitude: number }[] = [
  { city: 'Hamburg', country: 'de', postalCode: '21107', latitude: 53.5187, longitude: 9.9679 },
  { city: 'Leuna', country: 'de', postalCode: '06237', latitude: 51.3181, longitude: 12.0164 },
  { city: 'Karlsruhe', country: 'de', postalCode: '76187', latitude: 49.0435, longitude: 8.3284 },
  { city: 'Schwedt/Oder', country: 'de', postalCode: '16303', latitude: 53.0912, longitude: 14.2298 },
  { city: 'Rotterdam', country: 'nl', postalCode: '3198 LK', latitude: 51.8913, longitude: 4.2958 },
  { city: 'Antwerpen', country: 'be', postalCode: '2030', latitude: 51.273, longitude: 4.3431 },
  { city: 'Schwechat', country: 'at', postalCode: '2320', latitude: 48.1419, longitude: 16.499 },
  { city: 'Płock', country: 'pl', postalCode: '09-411', latitude: 52.5839, longitude: 19.6657 },
  { city: 'Kralupy nad Vltavou', country: 'cz', postalCode: '278 01', latitude: 50.2456, longitude: 14.3157 },
  { city: 'Fredericia', country: 'dk', postalCode: '7000', latitude: 55.5603, longitude: 9.744 },
];
